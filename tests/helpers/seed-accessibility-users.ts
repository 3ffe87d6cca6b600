// The users the accessibility test visits every screen as: each has coins for the studio and a
// conversation with messages, so the screens show their content rather than their empty states.
import { eq } from 'drizzle-orm';
import { CUSTOM_CHARACTER_STATUS, VISIBILITY } from '../../src/contract/enums';
import type { Database } from '../../src/server/db/database';
import { characters } from '../../src/server/db/schema/characters';
import { conversations, messages } from '../../src/server/db/schema/conversations';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { newOpaqueId } from '../../src/server/lib/secrets';

const COINS = 3000;
const MESSAGES = 12;

/** A user with coins and one conversation with Mei. */
export interface AccessibilityUser {
  token: string;
  uid: string;
  conversationId: string;
}

/**
 * One user for the website and one Telegram account for the harness (its init data names it).
 * The website's user made characters in each state her page shows; the Telegram account
 * published one, which the website's user may report.
 */
export interface AccessibilityUsers {
  web: AccessibilityUser & { characters: { review: string; confirmed: string; failed: string } };
  telegram: AccessibilityUser & { telegramId: string; publishedCharacter: string };
}

/** Adds the accessibility test's users, with coins and a short conversation each. */
export async function seedAccessibilityUsers(db: Database): Promise<AccessibilityUsers> {
  const stamp = Date.now();
  const telegramId = String((stamp + 13) % 1_000_000_000);
  const web = await seedUser(db, emailIdentity(`a11y.${stamp}@example.com`));
  const telegram = await seedUser(db, {
    kind: 'telegram',
    subject: telegramId,
    label: 'Harness a11y',
  });
  const { createSuccess, done, createFail } = CUSTOM_CHARACTER_STATUS;
  return {
    web: {
      ...web,
      characters: {
        review: await seedCreation(db, web.uid, 'Aria', createSuccess, VISIBILITY.private),
        confirmed: await seedCreation(db, web.uid, 'Nova', done, VISIBILITY.open),
        failed: await seedCreation(db, web.uid, 'Iris', createFail, VISIBILITY.private),
      },
    },
    telegram: {
      ...telegram,
      telegramId,
      publishedCharacter: await seedCreation(db, telegram.uid, 'Selene', done, VISIBILITY.open),
    },
  };
}

/** A character `ownerId` made, in `state`: Mei's look and texts under a name of her own. */
async function seedCreation(
  db: Database,
  ownerId: string,
  name: string,
  state: number,
  visibility: number,
): Promise<string> {
  const [mei] = await db.select().from(characters).where(eq(characters.id, 'mei'));
  if (!mei?.texts.en) throw new Error('the shipped catalogue has no Mei');
  const id = newOpaqueId();
  await db.insert(characters).values({
    ...mei,
    id,
    ownerId,
    visibility,
    texts: { en: { ...mei.texts.en, name } },
    customState: state,
    customMode: 'template',
    customLanguage: 'en',
    pricePaid: 200,
    isTour: false,
    likeCount: 0,
    chatCount: 0,
    basePopularity: 0,
    releasedAt: new Date(),
    createdAt: new Date(),
  });
  return id;
}

async function seedUser(
  db: Database,
  identity: Parameters<typeof signIn>[1],
): Promise<AccessibilityUser> {
  const { token, uid } = await signIn(db, identity, {
    nick: 'Reader',
    lang: 'en',
    channel: null,
    inviter: null,
  });
  await db.update(users).set({ goldBalance: COINS }).where(eq(users.id, uid));
  const conversationId = newOpaqueId();
  const lines = Array.from({ length: MESSAGES }, (_, index) =>
    index % 2
      ? `Her answer number ${index + 1}, warm and a little teasing.`
      : `My line ${index + 1}.`,
  );
  await db.insert(conversations).values({
    id: conversationId,
    userId: uid,
    characterId: 'mei',
    lastMessagePreview: lines.at(-1) ?? '',
  });
  await db.insert(messages).values(
    lines.map((content, index) => ({
      conversationId,
      role: index % 2 ? ('character' as const) : ('user' as const),
      content,
    })),
  );
  return { token, uid, conversationId };
}
