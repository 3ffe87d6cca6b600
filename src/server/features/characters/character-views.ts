import type { CharacterCard } from '@contract/api/character-endpoints';
import { CHARACTER_ACCESS } from '@contract/enums';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@contract/locales';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { type CharacterTexts, type characters, characterTags } from '../../db/schema/characters';
import { users } from '../../db/schema/users';
import { publicMediaUrl } from '../media/media-address';

export type CharacterRow = typeof characters.$inferSelect;
export type TagLabels = Map<string, string>;

/** The texts of a character in `lang`, falling back to English. */
export function characterTexts(row: { texts: CharacterTexts }, lang: LocaleCode) {
  return (row.texts[lang] ?? row.texts[DEFAULT_LOCALE]) as CharacterTexts[string];
}

/** The language to answer in: the one the client asks for, else the user's, else English. */
export function answerLanguage(asked: string | undefined, userLang?: string): LocaleCode {
  if (asked && isLocaleCode(asked)) return asked;
  if (userLang && isLocaleCode(userLang)) return userLang;
  return DEFAULT_LOCALE;
}

/** The address of a public image (versioned where its id outlives redraws), or '' for none. */
export const mediaUrl = publicMediaUrl;

/** Every tag's label in `lang`. */
export async function loadTagLabels(db: Executor, lang: LocaleCode): Promise<TagLabels> {
  const rows = await db.select().from(characterTags).orderBy(asc(characterTags.sort));
  return new Map(
    rows.map((row) => [row.id, row.labels[lang] ?? row.labels[DEFAULT_LOCALE] ?? row.id]),
  );
}

/** Creators' names by user id, for the credit on published characters. */
export type CreatorNicks = Map<string, string>;

/** The names of the creators of `rows` (official characters have none). */
export async function loadCreatorNicks(
  db: Executor,
  rows: readonly Pick<CharacterRow, 'ownerId'>[],
): Promise<CreatorNicks> {
  const ids = [...new Set(rows.flatMap((row) => (row.ownerId ? [row.ownerId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, nick: users.nick })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((row) => [row.id, row.nick]));
}

/**
 * A catalogue card in `lang`. `creators` names the creators of published characters where the
 * answer credits them (catalogue lists and her page); elsewhere the credit is left out.
 */
export function toCharacterCard(
  row: CharacterRow,
  lang: LocaleCode,
  tags: TagLabels,
  creators: CreatorNicks = new Map(),
): CharacterCard {
  const texts = characterTexts(row, lang);
  return {
    characterId: row.id,
    nick: texts.name,
    age: row.age,
    kind: row.kind,
    gender: row.gender,
    style: row.style,
    access: row.access,
    memberOnly: row.access === CHARACTER_ACCESS.memberFree,
    description: texts.description,
    tags: row.tags.filter((id) => tags.has(id)).map((id) => ({ id, label: tags.get(id) ?? id })),
    portraitUrl: mediaUrl(row.portraitMediaId),
    likeCount: row.likeCount,
    isTour: row.isTour,
    creatorId: row.ownerId,
    creatorNick: row.ownerId ? (creators.get(row.ownerId) ?? null) : null,
  };
}
