import { REFUSAL_CODE } from '@contract/api-codes';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_MS,
  LOGIN_MAILS_PER_EMAIL_PER_HOUR,
  LOGIN_MAILS_PER_IP_PER_HOUR,
  LOGIN_RESEND_COUNTDOWN_S,
} from '@contract/constants';
import { HOUR_MS } from '@contract/time';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Database, Transaction } from '../../db/database';
import { loginCodes } from '../../db/schema/login-codes';
import { hashSecret, randomDigits, randomToken } from '../../lib/secrets';
import { countSmsRefusal } from './sms-refusals';

export type IssuedSecret = { kind: 'code'; code: string } | { kind: 'link'; tmpToken: string };

/** How a secret travels: a mail to an address, or an SMS to an E.164 number. */
type CodeChannel = 'email' | 'sms';

interface SecretRequest {
  channel: CodeChannel;
  /** The normalized email address, or the E.164 number for `sms`. */
  address: string;
  ip: string | null;
  /** For `sms`: the most texts all copies together may send in an hour (SMS_HOURLY_LIMIT). */
  hourlyBudget?: number;
}

/**
 * Creates a code (or link token) for an address or number after the send rules, the same for
 * mail and SMS: none within 60 s of the last, at most 5 per address and 20 per IP an hour (each
 * channel counted apart), and, given an `hourlyBudget`, at most that many of the channel in an
 * hour from everyone. The counters are the rows themselves; the address, the IP and the budget
 * are locked (in that order) for the count and the insert, so parallel requests, also on other
 * server copies, queue instead of all counting the same rows.
 */
export async function issueLoginSecret(
  db: Database,
  request: SecretRequest & { kind: 'code' | 'link' },
): Promise<IssuedSecret> {
  return db.transaction(async (tx) => {
    await lockKeyUntilCommit(tx, LOCK_KIND.loginMailAddress, request.address);
    if (request.ip) {
      await lockKeyUntilCommit(tx, LOCK_KIND.loginMailIp, `${request.channel}:${request.ip}`);
    }
    const now = Date.now();
    await assertMaySend(tx, request, now);
    const secret: IssuedSecret =
      request.kind === 'code'
        ? { kind: 'code', code: randomDigits(LOGIN_CODE_LENGTH) }
        : { kind: 'link', tmpToken: randomToken() };
    await tx.insert(loginCodes).values({
      address: request.address,
      channel: request.channel,
      kind: request.kind,
      secretHash: hashSecret(secret.kind === 'code' ? secret.code : secret.tmpToken),
      ip: request.ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + LOGIN_CODE_TTL_MS),
    });
    return secret;
  });
}

/** Refuses a send the rules do not allow; call it holding the address and IP locks. */
async function assertMaySend(tx: Transaction, request: SecretRequest, now: number): Promise<void> {
  const hourAgo = new Date(now - HOUR_MS);
  const [latest] = await tx
    .select({ createdAt: loginCodes.createdAt })
    .from(loginCodes)
    .where(eq(loginCodes.address, request.address))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (latest && now - latest.createdAt.getTime() < LOGIN_RESEND_COUNTDOWN_S * 1000) {
    throw new ApiFailure(
      REFUSAL_CODE.resendTooSoon,
      `A code was sent less than ${LOGIN_RESEND_COUNTDOWN_S} seconds ago; please wait`,
    );
  }
  const [perEmail] = await tx
    .select({ sent: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.address, request.address), gt(loginCodes.createdAt, hourAgo)));
  const [perIp] = request.ip
    ? await tx
        .select({ sent: count() })
        .from(loginCodes)
        .where(
          and(
            eq(loginCodes.ip, request.ip),
            eq(loginCodes.channel, request.channel),
            gt(loginCodes.createdAt, hourAgo),
          ),
        )
    : [{ sent: 0 }];
  if (
    (perEmail?.sent ?? 0) >= LOGIN_MAILS_PER_EMAIL_PER_HOUR ||
    (perIp?.sent ?? 0) >= LOGIN_MAILS_PER_IP_PER_HOUR
  ) {
    const what = request.channel === 'sms' ? 'sign-in SMS messages' : 'sign-in mails';
    throw new ApiFailure(REFUSAL_CODE.sendLimit, `Too many ${what}; try again in an hour`);
  }
  if (request.hourlyBudget !== undefined) {
    await assertWithinBudget(tx, request.channel, request.hourlyBudget, hourAgo);
  }
}

/**
 * Refuses (2078) a send past the channel's hourly budget. Checked last, so a request the other
 * rules refuse never waits on the one lock every sender of the channel shares.
 */
async function assertWithinBudget(
  tx: Transaction,
  channel: CodeChannel,
  perHour: number,
  hourAgo: Date,
): Promise<void> {
  await lockKeyUntilCommit(tx, LOCK_KIND.smsBudget, channel);
  const [sent] = await tx
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.channel, channel), gt(loginCodes.createdAt, hourAgo)));
  if ((sent?.n ?? 0) < perHour) return;
  // Only SMS has a budget today (mail costs nothing per message).
  countSmsRefusal('hourly_budget');
  throw new ApiFailure(
    REFUSAL_CODE.smsPaused,
    'Sign-in codes by SMS are paused for a while; try again later or sign in with email',
  );
}

/**
 * Checks a code against the newest code sent to the address or number. A wrong code counts a try;
 * after 5 wrong tries the code is locked and even the right one is refused. A right code is used
 * up.
 */
export async function consumeLoginCode(db: Database, address: string, code: string): Promise<void> {
  const [latest] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.address, address), eq(loginCodes.kind, 'code')))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt.getTime() <= Date.now()) {
    throw new ApiFailure(
      REFUSAL_CODE.codeExpired,
      'This code has expired; please request a new one',
    );
  }
  // Each try claims one of the 5 attempts atomically before the code is compared, so parallel
  // guesses cannot get past the lock.
  const claimed = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.id, latest.id),
        isNull(loginCodes.usedAt),
        lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: loginCodes.id });
  if (claimed.length === 0) {
    throw new ApiFailure(REFUSAL_CODE.codeLocked, 'Too many wrong codes; please request a new one');
  }
  if (latest.secretHash !== hashSecret(code)) {
    throw new ApiFailure(REFUSAL_CODE.codeWrong, 'The code is not correct');
  }
  const used = await db
    .update(loginCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(loginCodes.id, latest.id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  if (used.length === 0) {
    throw new ApiFailure(
      REFUSAL_CODE.codeExpired,
      'This code has expired; please request a new one',
    );
  }
}

/** Uses up a sign-in link token and answers the address it was sent to. */
export async function consumeLinkToken(db: Database, tmpToken: string): Promise<string> {
  const used = await db
    .update(loginCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginCodes.secretHash, hashSecret(tmpToken)),
        eq(loginCodes.kind, 'link'),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, new Date()),
      ),
    )
    .returning({ email: loginCodes.address });
  const row = used[0];
  if (!row) {
    throw new ApiFailure(REFUSAL_CODE.codeExpired, 'This sign-in link has expired or was used');
  }
  return row.email;
}
