import { REFUSAL_CODE } from '@contract/api-codes';
import { MAX_CHARACTER_TAGS } from '@contract/custom-characters';
import {
  CHARACTER_ACCESS,
  CUSTOM_CHARACTER_STATUS,
  RELEASE_STATE,
  VISIBILITY,
} from '@contract/enums';
import type { LocaleCode } from '@contract/locales';
import { ApiFailure } from '../../api/api-failure';
import type { Database } from '../../db/database';
import {
  type CharacterCardMeta,
  characters,
  characterTags,
  lorebookEntries,
} from '../../db/schema/characters';
import { openPicture, PictureRefused } from '../../lib/open-picture';
import { newOpaqueId } from '../../lib/secrets';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { cleanUpload } from '../media/clean-upload';
import { storeGeneratedImage } from '../media/store-generated-image';
import { findRealPerson } from '../safety/prompt-safety';
import { type Card, type LoreEntry, readCardFile } from './card-codec';
import { CardRefused } from './card-refused';

/** The age an imported character gets when neither our extension nor her description says one. */
const IMPORTED_DEFAULT_AGE = 25;
/** Texts checked in one call at most: a long lorebook goes in several. */
const CHECK_CHARS = 20_000;

/** A card refusal as the API answers it. */
function cardFailure(error: CardRefused): ApiFailure {
  const code = {
    unreadable: REFUSAL_CODE.cardUnreadable,
    tooLarge: REFUSAL_CODE.cardTooLarge,
    overLimit: REFUSAL_CODE.cardOverLimit,
  }[error.reason];
  return new ApiFailure(code, error.message);
}

/** Every string inside a JSON value, at any depth. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** `texts` joined in pieces of at most `CHECK_CHARS` (a longer text alone is one piece). */
function pieces(texts: readonly string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const text of texts.filter((item) => item.trim() !== '')) {
    if (current && current.length + text.length + 1 > CHECK_CHARS) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${text}` : text;
  }
  if (current) out.push(current);
  return out;
}

const loreTexts = (entry: Pick<LoreEntry, 'name' | 'keys' | 'secondaryKeys' | 'content'>) => [
  entry.name,
  ...entry.keys,
  ...entry.secondaryKeys,
  entry.content,
];

/**
 * Checks texts with the safety checker as her other texts are (a real person by name; a minor
 * with sexual context by the moderation provider), `label` naming them in the refusal.
 */
export async function assertSafeTexts(
  moderation: ModerationProvider,
  groups: readonly { label: string; texts: readonly string[] }[],
  codes: { minor: 2103 | 2108; realPerson: 2104 | 2108 },
): Promise<void> {
  for (const group of groups) {
    for (const text of pieces(group.texts)) {
      const person = findRealPerson(text);
      if (person) {
        throw new ApiFailure(codes.realPerson, `Not saved: ${group.label} name a real person`);
      }
      const verdict = await moderation.checkText({ text, recentTurns: async () => [] });
      if (verdict.verdict !== 'allowed') {
        throw new ApiFailure(codes.minor, `Not saved: ${group.label} involve a minor`);
      }
    }
  }
}

/** Every text of a card, checked before anything of it is saved. */
function assertSafeCard(moderation: ModerationProvider, card: Card) {
  return assertSafeTexts(
    moderation,
    [
      {
        label: "the card's name, description, personality, scenario and greetings",
        texts: [
          card.name,
          card.description,
          card.personality,
          card.scenario,
          card.firstMessage,
          ...card.alternateGreetings,
          card.creatorNotes,
          card.velora?.description ?? '',
          card.velora?.story ?? '',
        ],
      },
      { label: "the card's example dialogue", texts: [card.exampleDialogue] },
      {
        label: "the card's tags and credits",
        texts: [...card.tags, card.creator, card.characterVersion, ...card.sources],
      },
      {
        label: "the card's lorebook",
        texts: card.book
          ? [card.book.name, card.book.description, ...card.book.entries.flatMap(loreTexts)]
          : [],
      },
      { label: "the card's other fields", texts: stringsIn([card.extensions, card.extras]) },
    ],
    { minor: REFUSAL_CODE.unsafeCard, realPerson: REFUSAL_CODE.realPersonCard },
  );
}

/** An adult age her description states ("22 years old", "age: 30"), if it states one. */
function statedAge(text: string): number | null {
  const match =
    /\b(\d{2})[- ]?(?:years?[- ]old|y\.?o\b)/i.exec(text) ??
    /\bage\s*[:=-]?\s*(\d{2})\b/i.exec(text);
  const age = match ? Number(match[1]) : null;
  return age !== null && age >= 18 && age <= 99 ? age : null;
}

/** `{{char}}` and its spellings as her name: shown to people, a card's macro means nothing. */
function withName(text: string, name: string): string {
  return text.replace(/\{\{char\}\}/gi, name);
}

/** The card's tags that are catalogue tags (any case), with those our own extension named. */
async function catalogueTags(db: Database, card: Card): Promise<string[]> {
  const known = await db.select({ id: characterTags.id }).from(characterTags);
  const byLower = new Map(known.map((row) => [row.id.toLowerCase(), row.id]));
  const wanted = [...(card.velora?.tags ?? []), ...card.tags];
  const ids = wanted.flatMap((tag) => byLower.get(tag.toLowerCase()) ?? []);
  return [...new Set(ids)].slice(0, MAX_CHARACTER_TAGS);
}

/** The card's picture as her portrait, re-encoded; refused when it is over the pixel caps. */
async function portraitOf(picture: Buffer) {
  try {
    return await cleanUpload(await openPicture(picture));
  } catch (error) {
    if (error instanceof PictureRefused && error.reason === 'too-large') {
      throw new ApiFailure(
        REFUSAL_CODE.cardPictureTooLarge,
        `The card's picture is too large: ${error.message}`,
      );
    }
    throw new ApiFailure(REFUSAL_CODE.cardUnreadable, "The card's picture cannot be read");
  }
}

export interface CardImport {
  db: Database;
  storage: MediaStorage;
  moderation: ModerationProvider;
  userId: string;
  language: LocaleCode;
}

/**
 * Imports a card file as a private draft waiting for her creator's review (state 30, mode `card`):
 * read and limited, every text checked, her picture re-encoded as her portrait, and her
 * lorebook stored. Nothing is saved when any of it is refused.
 */
export async function importCard(
  deps: CardImport,
  bytes: Buffer,
): Promise<{ characterId: string }> {
  let read: ReturnType<typeof readCardFile>;
  try {
    read = readCardFile(bytes);
  } catch (error) {
    if (error instanceof CardRefused) throw cardFailure(error);
    throw error;
  }
  const { card } = read;
  await assertSafeCard(deps.moderation, card);
  const portrait = read.picture ? await portraitOf(read.picture) : null;
  const tags = await catalogueTags(deps.db, card);
  const velora = card.velora;
  const name = card.name;
  const style =
    velora?.style ?? (card.tags.some((tag) => /^anime$/i.test(tag)) ? 'anime' : 'realistic');
  const gender =
    velora?.gender ?? (card.tags.some((tag) => /^(male|man)$/i.test(tag)) ? 'man' : 'woman');
  const texts = {
    name,
    description: withName(velora?.description || card.creatorNotes || card.description, name),
    greeting: withName(card.firstMessage, name),
    relationship: velora?.relationship ?? '',
    occupation: velora?.occupation ?? '',
    personality: withName(card.personality, name),
  };
  const meta: CharacterCardMeta = {
    spec: card.spec,
    format: read.format,
    alternateGreetings: card.alternateGreetings.map((text) => withName(text, name)),
    exampleDialogue: withName(card.exampleDialogue, name),
    creatorNotes: card.creatorNotes,
    tags: card.tags,
    creator: card.creator,
    characterVersion: card.characterVersion,
    sources: card.sources,
    book: card.book
      ? {
          name: card.book.name,
          description: card.book.description,
          scanDepth: card.book.scanDepth,
          tokenBudget: card.book.tokenBudget,
          recursiveScanning: card.book.recursiveScanning,
          extras: card.book.extras,
        }
      : null,
    extensions: card.extensions,
    extras: card.extras,
    publishRightsConfirmedAt: null,
  };
  const characterId = newOpaqueId();
  await deps.db.transaction(async (tx) => {
    const portraitMediaId = portrait
      ? await storeGeneratedImage(tx, deps.storage, portrait, {
          folder: 'characters',
          access: 'owner',
          ownerId: deps.userId,
        })
      : null;
    await tx.insert(characters).values({
      id: characterId,
      ownerId: deps.userId,
      kind: style === 'anime' ? 'ANIMATE' : 'REALITY',
      gender,
      style,
      access: CHARACTER_ACCESS.free,
      releaseState: RELEASE_STATE.notRelease,
      visibility: VISIBILITY.private,
      age: velora?.age || statedAge(card.description) || IMPORTED_DEFAULT_AGE,
      relationship: texts.relationship,
      kinks: velora?.kinks ?? [],
      personality: texts.personality,
      occupation: texts.occupation,
      race: velora?.look.race ?? '',
      hairstyle: velora?.look.hairstyle ?? '',
      hairColor: velora?.look.hairColor ?? '',
      eyeColor: velora?.look.eyeColor ?? '',
      body: velora?.look.body ?? '',
      breast: velora?.look.breast ?? '',
      hips: velora?.look.hips ?? '',
      clothing: velora?.look.clothing ?? '',
      scenario: withName(card.scenario, name),
      persona: withName(card.description, name),
      texts: { en: texts, [deps.language]: texts },
      tags,
      portraitMediaId,
      customState: CUSTOM_CHARACTER_STATUS.createSuccess,
      customMode: 'card',
      customLanguage: deps.language,
      story: velora?.story ? withName(velora.story, name) : null,
      // Kept as written: a voice this server's provider lacks falls back to one of its own.
      voice: velora?.voice || null,
      card: meta,
    });
    const entries = card.book?.entries ?? [];
    if (entries.length > 0) {
      await tx.insert(lorebookEntries).values(
        entries.map((entry) => ({
          id: newOpaqueId(),
          characterId,
          name: entry.name,
          keys: entry.keys,
          secondaryKeys: entry.secondaryKeys,
          content: withName(entry.content, name),
          enabled: entry.enabled,
          constant: entry.constant,
          selective: entry.selective,
          caseSensitive: entry.caseSensitive,
          insertionOrder: entry.insertionOrder,
          priority: entry.priority,
          position: entry.position,
          extras: entry.extras,
        })),
      );
    }
  });
  return { characterId };
}
