// The two accounts of the commissions test: a buyer with coins, and a creator with a published
// character. Written straight into the database before the server starts, like the other seeds.
import { eq } from 'drizzle-orm';
import { CUSTOM_CHARACTER_STATUS, RELEASE_STATE, VISIBILITY } from '../../../src/contract/enums';
import type { Database } from '../../../src/server/db/database';
import { characters } from '../../../src/server/db/schema/characters';
import { users } from '../../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../../src/server/features/accounts/sign-in';
import { newOpaqueId } from '../../../src/server/lib/secrets';

export interface OrderUsers {
  buyer: { token: string; uid: string; coins: number };
  creator: { token: string; uid: string; nick: string; coins: number };
  /** The creator's published character, which the buyer orders from. */
  character: { id: string; name: string };
}

const BUYER_COINS = 1000;
const CREATOR_COINS = 0;

export async function seedOrderUsers(db: Database): Promise<OrderUsers> {
  const stamp = Date.now();
  const defaults = { lang: 'en' as const, channel: null, inviter: null };
  const buyer = await signIn(db, emailIdentity(`order.buyer.${stamp}@example.com`), {
    ...defaults,
    nick: 'Patron',
  });
  const creator = await signIn(db, emailIdentity(`order.creator.${stamp}@example.com`), {
    ...defaults,
    nick: 'Artisan',
  });
  await db.update(users).set({ goldBalance: BUYER_COINS }).where(eq(users.id, buyer.uid));
  await db.update(users).set({ goldBalance: CREATOR_COINS }).where(eq(users.id, creator.uid));
  const [mei] = await db.select().from(characters).where(eq(characters.id, 'mei'));
  if (!mei?.texts.en) throw new Error('the shipped catalogue has no Mei');
  const id = newOpaqueId();
  const name = 'Oriana';
  await db.insert(characters).values({
    ...mei,
    id,
    ownerId: creator.uid,
    visibility: VISIBILITY.open,
    releaseState: RELEASE_STATE.release,
    texts: { en: { ...mei.texts.en, name } },
    customState: CUSTOM_CHARACTER_STATUS.done,
    customMode: 'template',
    customLanguage: 'en',
    isTour: false,
    likeCount: 0,
    chatCount: 0,
    basePopularity: 0,
    releasedAt: new Date(),
    createdAt: new Date(),
  });
  return {
    buyer: { token: buyer.token, uid: buyer.uid, coins: BUYER_COINS },
    creator: { token: creator.token, uid: creator.uid, nick: 'Artisan', coins: CREATOR_COINS },
    character: { id, name },
  };
}
