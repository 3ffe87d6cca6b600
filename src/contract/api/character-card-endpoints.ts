import { z } from 'zod';
import { CARD_EXPORT_FORMATS, LOREBOOK_LIMITS } from '../character-cards';
import { CHARACTER_CARD_PATHS } from './character-card-paths';
import { characterIdSchema } from './character-endpoints';
import { defineEndpoint } from './endpoint';

/** A card export: the file's name, type and bytes (base64), for the client to save. */
export const characterCardExportEndpoint = defineEndpoint({
  path: CHARACTER_CARD_PATHS.characterCardExport,
  input: z.object({ characterId: characterIdSchema, format: z.enum(CARD_EXPORT_FORMATS) }),
  output: z.object({
    fileName: z.string(),
    mimeType: z.enum(['image/png', 'application/json']),
    base64: z.string(),
  }),
  access: 'user',
});

const loreEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  keys: z.array(z.string()),
  secondaryKeys: z.array(z.string()),
  content: z.string(),
  enabled: z.boolean(),
  /** Always in the prompt, whatever was said. */
  constant: z.boolean(),
  caseSensitive: z.boolean(),
  /** Higher kept first when the prompt's lorebook budget runs out. */
  priority: z.number().int(),
});
export type LoreEntry = z.infer<typeof loreEntrySchema>;

const lorebookSchema = z.object({
  /** The lorebook's name as the card gave it; empty for one made here. */
  name: z.string(),
  entries: z.array(loreEntrySchema),
  /** How many entries a lorebook may have. */
  maxEntries: z.number().int(),
});
export type Lorebook = z.infer<typeof lorebookSchema>;

const byCharacter = z.object({ characterId: characterIdSchema });

/** The lorebook of one of my characters, in its insertion order. */
export const lorebookListEndpoint = defineEndpoint({
  path: CHARACTER_CARD_PATHS.lorebookList,
  input: byCharacter,
  output: lorebookSchema,
  access: 'user',
});

const loreKey = z.string().trim().min(1, 'must not be empty').max(LOREBOOK_LIMITS.key);
const loreKeys = z.array(loreKey).max(LOREBOOK_LIMITS.keys, `at most ${LOREBOOK_LIMITS.keys} keys`);

/**
 * Adds an entry (no `id`) or rewrites one; checked like her other texts first. A new entry goes
 * last; the others keep their places.
 */
export const lorebookSaveEndpoint = defineEndpoint({
  path: CHARACTER_CARD_PATHS.lorebookSave,
  input: byCharacter.extend({
    id: z.string().trim().min(1).max(64).optional(),
    name: z.string().trim().max(LOREBOOK_LIMITS.name),
    keys: loreKeys,
    secondaryKeys: loreKeys.default([]),
    content: z.string().trim().min(1, 'must not be empty').max(LOREBOOK_LIMITS.content),
    enabled: z.boolean().default(true),
    constant: z.boolean().default(false),
    caseSensitive: z.boolean().default(false),
    priority: z.number().int().min(-1000).max(1000).default(0),
  }),
  output: lorebookSchema,
  access: 'user',
});

export const lorebookDeleteEndpoint = defineEndpoint({
  path: CHARACTER_CARD_PATHS.lorebookDelete,
  input: byCharacter.extend({ id: z.string().trim().min(1).max(64) }),
  output: lorebookSchema,
  access: 'user',
});
