import type { AbVariant } from '@contract/ab-test';
import type { LoginResult } from '@contract/api/login-endpoints';
import { ENERGY_CAP, INVITE_REWARD_ENERGY, NICK_MAX_LENGTH } from '@contract/constants';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { DEFAULT_LOCALE, type LocaleCode } from '@contract/locales';
import { and, eq, isNull } from 'drizzle-orm';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Database, Transaction } from '../../db/database';
import { identities, users } from '../../db/schema/users';
import { newOpaqueId } from '../../lib/secrets';
import { creditEnergyUpToCap } from '../energy/energy-rewards';
import { createSession } from './sessions';
import { toUserProfile } from './user-profile';

type IdentityKind = 'email' | 'phone' | 'google' | 'telegram';

export interface ProvenIdentity {
  kind: IdentityKind;
  /** The normalized address, E.164 number, Google `sub`, or Telegram user id. */
  subject: string;
  label: string;
}

export const emailIdentity = (email: string): ProvenIdentity => ({
  kind: 'email',
  subject: email,
  label: email,
});

export const phoneIdentity = (phone: string): ProvenIdentity => ({
  kind: 'phone',
  subject: phone,
  label: phone,
});

/**
 * The nick a new account starts with until its owner chooses one in Settings: nothing from an
 * address, a number or a real name is ever shown to strangers by default.
 */
export const NEUTRAL_NICK = 'Guest';

export interface NewUserDefaults {
  nick: string;
  lang: LocaleCode;
  channel: string | null;
  inviter: string | null;
  /** The A/B group of the device signing up; a random one when it sent no device id. */
  ab?: AbVariant | null | undefined;
}

/** The user a sign-in method belongs to, if any. */
export async function findIdentityOwner(
  db: Database | Transaction,
  identity: Pick<ProvenIdentity, 'kind' | 'subject'>,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.kind, identity.kind), eq(identities.subject, identity.subject)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Signs in the owner of a proven identity, creating the account on first sign-in. `linkTo` is a
 * second proven identity (Google's verified address): its account is joined when it has one, and
 * a new account gets it too. A new account with a valid inviter credits the inviter once, in the
 * same transaction.
 */
export async function signIn(
  db: Database,
  identity: ProvenIdentity,
  defaults: NewUserDefaults,
  options: { linkTo?: ProvenIdentity } = {},
): Promise<LoginResult> {
  return db.transaction(async (tx) => {
    await lockIdentities(tx, options.linkTo ? [identity, options.linkTo] : [identity]);
    let userId = await findIdentityOwner(tx, identity);
    let isNew = false;
    if (!userId && options.linkTo) {
      userId = await findIdentityOwner(tx, options.linkTo);
      if (userId) await tx.insert(identities).values({ ...identity, userId });
    }
    if (!userId) {
      userId = await createUser(tx, identity, defaults);
      isNew = true;
      if (options.linkTo) {
        await tx
          .insert(identities)
          .values({ ...options.linkTo, userId })
          .onConflictDoNothing();
      }
    }
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new Error(`identity ${identity.kind} points at missing user ${userId}`);
    const token = await createSession(tx, userId);
    const { lang } = toUserProfile(row);
    return { token, uid: userId, id: userId, lang, success: true, isNew };
  });
}

/**
 * Locks sign-in methods for the rest of the transaction, so parallel first sign-ins with one
 * method (a Mini App opened twice, Google and an email code for one address) queue: the second
 * finds the account the first made instead of failing on the unique identity. Locked in one
 * order, so two transactions locking overlapping methods cannot deadlock.
 */
export async function lockIdentities(
  tx: Transaction,
  methods: Array<Pick<ProvenIdentity, 'kind' | 'subject'>>,
): Promise<void> {
  const keys = [...new Set(methods.map((method) => `${method.kind}:${method.subject}`))].sort();
  for (const key of keys) await lockKeyUntilCommit(tx, LOCK_KIND.signInIdentity, key);
}

async function createUser(
  tx: Transaction,
  identity: ProvenIdentity,
  defaults: NewUserDefaults,
): Promise<string> {
  const id = await insertNewUser(tx, defaults);
  await tx.insert(identities).values({ ...identity, userId: id });
  return id;
}

/**
 * A new account with no sign-in method yet (a visitor's purchase makes one; they add an email
 * afterwards). A valid inviter gets the invite energy once (up to their cap), in the caller's
 * transaction.
 */
export async function insertNewUser(tx: Transaction, defaults: NewUserDefaults): Promise<string> {
  const id = newOpaqueId();
  const inviter = await validInviter(tx, defaults.inviter);
  const now = new Date();
  await tx.insert(users).values({
    id,
    nick: defaults.nick.slice(0, NICK_MAX_LENGTH) || NEUTRAL_NICK,
    lang: defaults.lang ?? DEFAULT_LOCALE,
    ab: defaults.ab ?? (Math.random() < 0.5 ? 'A' : 'B'),
    energy: ENERGY_CAP,
    channel: defaults.channel,
    inviterId: inviter,
    isRegister: true,
    registerTime: now,
    createdAt: now,
  });
  if (inviter) {
    await creditEnergyUpToCap(tx, {
      userId: inviter,
      amount: INVITE_REWARD_ENERGY,
      reason: LEDGER_REASON.invite,
      reference: id,
      now,
    });
  }
  return id;
}

/** An inviter counts only when it is a live account. */
async function validInviter(tx: Transaction, inviter: string | null): Promise<string | null> {
  if (!inviter) return null;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, inviter), isNull(users.deactivatedAt), isNull(users.erasedAt)))
    .limit(1);
  return row?.id ?? null;
}
