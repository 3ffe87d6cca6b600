import type { CardExportFormat } from '@contract/character-cards';
import { PICTURE_MAX_PIXELS } from '@contract/studio';
import sharp from 'sharp';
import type { Executor } from '../../db/database';
import type { lorebookEntries } from '../../db/schema/characters';
import type { MediaStorage } from '../../providers/storage/media-storage';
import type { CharacterRow } from '../characters/character-views';
import { loadMediaRow, mediaBytes } from '../media/media-bytes';
import { type Card, cardToPng, cardToV3 } from './card-codec';

type LoreRow = typeof lorebookEntries.$inferSelect;

/** The card fields V2 and V3 ask for, for a character that did not come from a card. */
const EMPTY_EXTRAS = { system_prompt: '', post_history_instructions: '', group_only_greetings: [] };

/**
 * One of her creator's characters as a card: her texts, her lorebook, what her imported card had
 * that we keep, and our own extras (look, choices, catalogue tags) under `extensions.velora`.
 */
export function cardOfCharacter(
  row: CharacterRow,
  entries: readonly LoreRow[],
  creator: string,
): Card {
  const texts = row.texts[row.customLanguage ?? 'en'] ?? row.texts.en;
  if (!texts) throw new Error(`character ${row.id} has no texts`);
  const meta = row.card;
  const book = meta?.book ?? null;
  return {
    spec: 'v3',
    name: texts.name,
    description: row.persona,
    personality: texts.personality,
    scenario: row.scenario,
    firstMessage: texts.greeting,
    alternateGreetings: meta?.alternateGreetings ?? [],
    exampleDialogue: meta?.exampleDialogue ?? '',
    creatorNotes: meta ? meta.creatorNotes : texts.description,
    tags: meta?.tags ?? row.tags,
    creator: meta ? meta.creator : creator,
    characterVersion: meta?.characterVersion ?? '',
    sources: meta?.sources ?? [],
    book:
      book || entries.length > 0
        ? {
            name: book?.name ?? '',
            description: book?.description ?? '',
            scanDepth: book?.scanDepth ?? null,
            tokenBudget: book?.tokenBudget ?? null,
            recursiveScanning: book?.recursiveScanning ?? false,
            extras: book?.extras ?? { extensions: {} },
            entries: entries.map((entry) => ({
              name: entry.name,
              keys: entry.keys,
              secondaryKeys: entry.secondaryKeys,
              content: entry.content,
              enabled: entry.enabled,
              constant: entry.constant,
              selective: entry.selective,
              caseSensitive: entry.caseSensitive,
              insertionOrder: entry.insertionOrder,
              priority: entry.priority,
              position: entry.position,
              extras: entry.extras,
            })),
          }
        : null,
    velora: {
      style: row.style,
      gender: row.gender,
      age: row.age,
      look: {
        race: row.race,
        hairstyle: row.hairstyle,
        hairColor: row.hairColor,
        eyeColor: row.eyeColor,
        body: row.body,
        breast: row.breast,
        hips: row.hips,
        clothing: row.clothing,
      },
      kinks: row.kinks,
      occupation: texts.occupation,
      relationship: texts.relationship,
      tags: row.tags,
      description: texts.description,
      story: row.story ?? '',
      voice: row.voice ?? '',
    },
    extensions: meta?.extensions ?? {},
    extras: meta?.extras ?? EMPTY_EXTRAS,
  };
}

/** Her portrait as a PNG, or a plain one in her card's colours when she has none yet. */
async function portraitPng(db: Executor, storage: MediaStorage, row: CharacterRow) {
  const media = row.portraitMediaId ? await loadMediaRow(db, row.portraitMediaId) : null;
  const bytes = media ? await mediaBytes(media, storage) : null;
  if (bytes) return sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS }).png().toBuffer();
  return sharp({
    create: { width: 512, height: 768, channels: 3, background: { r: 58, g: 36, b: 64 } },
  })
    .png()
    .toBuffer();
}

/** A file name from her name: letters, digits, spaces and dashes. */
function fileNameOf(name: string, extension: string): string {
  const base =
    name
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .trim()
      .slice(0, 48) || 'character';
  return `${base}.${extension}`;
}

/** Her card as a file: a V3 PNG that also carries V2, or V3 JSON. */
export async function exportCard(
  deps: { db: Executor; storage: MediaStorage },
  row: CharacterRow,
  card: Card,
  format: CardExportFormat,
) {
  if (format === 'json') {
    const json = JSON.stringify(cardToV3(card, { withIcon: false }), null, 2);
    return {
      fileName: fileNameOf(card.name, 'json'),
      mimeType: 'application/json' as const,
      base64: Buffer.from(json, 'utf8').toString('base64'),
    };
  }
  const png = cardToPng(await portraitPng(deps.db, deps.storage, row), card);
  return {
    fileName: fileNameOf(card.name, 'png'),
    mimeType: 'image/png' as const,
    base64: png.toString('base64'),
  };
}
