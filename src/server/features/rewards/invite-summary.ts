import type { InviteSummary } from '@contract/api/reward-endpoints';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, count, eq, sum } from 'drizzle-orm';
import type { Bot } from 'grammy';
import type { Database } from '../../db/database';
import { ledgerEntries } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';
import type { Logger } from '../../lib/logger';
import { botUsername } from '../../providers/telegram/telegram-bot';

/** Friends who signed up by the user's links, and the energy their invites gave. */
export async function inviteSummary(
  db: Database,
  userId: string,
  services: { bot: Bot | null; log: Logger },
): Promise<InviteSummary> {
  const [[invited], [earned], telegramAppUrl] = await Promise.all([
    db.select({ total: count() }).from(users).where(eq(users.inviterId, userId)),
    db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, LEDGER_REASON.invite))),
    telegramAppUrlOf(services),
  ]);
  return {
    invitedCount: Number(invited?.total ?? 0),
    energyEarned: Number(earned?.total ?? 0),
    telegramAppUrl,
  };
}

/** `https://t.me/<bot>`, whose `?startapp=` opens the bot's main Mini App; null without a bot. */
async function telegramAppUrlOf({ bot, log }: { bot: Bot | null; log: Logger }) {
  if (!bot) return null;
  try {
    return `https://t.me/${await botUsername(bot)}`;
  } catch (error) {
    // Sharing still works with the web link; the Telegram one comes back when the Bot API does.
    log.warn({ err: error }, 'invite summary: getMe failed, no Telegram link');
    return null;
  }
}
