import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SIGN_HEADER } from '../../../src/contract/constants';
import { signRequestBody } from '../../../src/contract/request-sign';
import { ledgerEntries } from '../../../src/server/db/schema/ledger';
import { users } from '../../../src/server/db/schema/users';
import type { TestApp } from './test-app';

/** Sets a user's balances directly, as a test's starting point. */
export async function setBalances(
  t: TestApp,
  uid: string,
  balances: { energy?: number; goldBalance?: number; vipExpireAt?: Date | null },
) {
  await t.db
    .update(users)
    .set({ ...balances, energyRecoveredAt: new Date() })
    .where(eq(users.id, uid));
}

/** A user's energy and coins, and how many ledger rows they have: what a charge would change. */
export async function balancesOf(t: TestApp, uid: string) {
  const [row] = await t.db
    .select({ energy: users.energy, goldBalance: users.goldBalance })
    .from(users)
    .where(eq(users.id, uid));
  const ledger = await t.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, uid));
  return { ...row, ledgerRows: ledger.length };
}

/** Opens (or reuses) the user's conversation with a character. */
export async function openConversation(
  t: TestApp,
  token: string,
  characterId: string,
  fresh = false,
) {
  const opened = await t.call('/v1/session/from/character', { token, characterId, fresh });
  expect(opened.envelope).toMatchObject({ code: 0 });
  return (opened.envelope.data as { conversationId: string }).conversationId;
}

export interface ServerEvent {
  type: string;
  data: unknown;
}

/** Parses a complete `text/event-stream` body into its events. */
export function parseEvents(body: string): ServerEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const type = block.match(/^event: ?(.*)$/m)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.replace(/^data: ?/, ''))
        .join('\n');
      return { type, data: JSON.parse(data) };
    });
}

/** POSTs a call asking for server-sent events and returns the raw response. */
export function streamCall(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
) {
  const text = JSON.stringify(body);
  return t.app.request(`/api${path}`, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      [SIGN_HEADER]: signRequestBody(text, t.env.API_SIGN_SECRET),
    },
    ...(signal ? { signal } : {}),
  });
}

/** Waits until every reply being written has finished. */
export async function repliesSettled(t: TestApp) {
  while (t.services.chat.running.size > 0) await Promise.allSettled([...t.services.chat.running]);
}
