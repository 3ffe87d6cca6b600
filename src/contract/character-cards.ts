/** Limits of character cards (Character Card V1/V2/V3) coming in and going out (no zod). */

/** Where a card file is uploaded: the raw bytes, with the session token (like a photo). */
export const UPLOAD_CARD_PATH = '/upload/card';

/** The card formats a creator may export. */
export const CARD_EXPORT_FORMATS = ['png', 'json'] as const;
export type CardExportFormat = (typeof CARD_EXPORT_FORMATS)[number];

/**
 * What an imported card may hold. Past any of these the card is refused with the field's name:
 * nothing is cut silently, so what comes back out on export is what went in.
 */
export const CARD_LIMITS = {
  /** The file as uploaded: a PNG with its picture, a CHARX zip, or JSON. */
  fileBytes: 10 * 1024 * 1024,
  /** The card's JSON, decoded from its PNG chunk or unpacked from the zip. */
  jsonBytes: 2 * 1024 * 1024,
  /** Everything unpacked from a CHARX zip together: a zip bomb stops here. */
  unpackedBytes: 16 * 1024 * 1024,
  name: 64,
  description: 12_000,
  personality: 2_000,
  scenario: 4_000,
  greeting: 4_000,
  exampleDialogue: 8_000,
  creatorNotes: 4_000,
  creator: 200,
  alternateGreetings: 20,
  tags: 50,
  tag: 64,
  sources: 10,
  source: 500,
  /** Fields we have no place for, kept as JSON and written back on export. */
  extrasBytes: 256 * 1024,
} as const;

/** What a lorebook (the card's `character_book`) may hold, imported or edited. */
export const LOREBOOK_LIMITS = {
  entries: 300,
  content: 4_000,
  keys: 32,
  key: 100,
  name: 200,
  /** Tokens of lorebook entries one prompt carries at most (a card may ask for fewer). */
  promptTokens: 600,
  /** How many of the latest messages are searched for an entry's keys. */
  scanMessages: 4,
} as const;
