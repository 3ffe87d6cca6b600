import { DEFAULT_LOCALE, type LocaleCode, matchLanguageTag } from '@contract/locales';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identities, users } from '../../db/schema/users';

/**
 * The language to answer a Telegram user in: the one their account chose in the app, else their
 * Telegram app's language, else English.
 */
export async function languageOfTelegramUser(
  db: Database,
  from: { id: number; language_code?: string | undefined } | undefined,
): Promise<LocaleCode> {
  if (!from) return DEFAULT_LOCALE;
  const [account] = await db
    .select({ lang: users.lang })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.kind, 'telegram'), eq(identities.subject, String(from.id))))
    .limit(1);
  const chosen = account ? matchLanguageTag(account.lang) : null;
  return (
    chosen ?? (from.language_code ? matchLanguageTag(from.language_code) : null) ?? DEFAULT_LOCALE
  );
}
