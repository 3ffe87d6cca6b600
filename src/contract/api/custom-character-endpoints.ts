import { z } from 'zod';
import { MIN_ADULT_AGE } from '../constants';
import {
  CUSTOM_CHARACTER_STAGES,
  CUSTOM_DESCRIPTION_MAX_LENGTH,
  MAX_CHARACTER_TAGS,
  MAX_CUSTOM_KINKS,
} from '../custom-characters';
import { VISIBILITY } from '../enums';
import { characterIdSchema, characterStyleSchema } from './character-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

const word = z.string().trim().min(1, 'must not be empty').max(64);
const personaText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** The wizard's choices (spec §2 template steps). */
const customCharacterChoicesSchema = z.object({
  style: characterStyleSchema,
  gender: z.enum(['woman', 'man']).default('woman'),
  age: z
    .number()
    .int('must be a whole number')
    .min(MIN_ADULT_AGE, 'must be 18 or older')
    .max(99, 'must be 99 or younger'),
  race: word,
  eyeColor: word,
  hairstyle: word,
  hairColor: word,
  body: word,
  /** Women only (a man's wizard skips breast and hips). */
  breast: z.string().trim().max(64).default(''),
  hips: z.string().trim().max(64).default(''),
  clothing: word,
  kinks: z.array(word).max(MAX_CUSTOM_KINKS, 'choose up to three kinks').default([]),
  occupation: word,
  personality: word,
  relationship: word,
  /** Her name; one is chosen for her when left out. */
  name: z.string().trim().min(1).max(32).optional(),
});
export type CustomCharacterChoices = z.output<typeof customCharacterChoicesSchema>;

/** Prompt mode: a description in the user's words, optionally starting from a public character. */
const customCharacterPromptSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'Please enter character description')
    .max(CUSTOM_DESCRIPTION_MAX_LENGTH),
  /** A public character to start from: her look and choices, your description. */
  cloneOf: characterIdSchema.optional(),
  name: z.string().trim().min(1).max(32).optional(),
});

export const customCharacterCreateInputSchema = z.discriminatedUnion('mode', [
  customCharacterChoicesSchema.extend({ mode: z.literal('template') }),
  customCharacterPromptSchema.extend({ mode: z.literal('prompt') }),
]);

/** The texts the chat model wrote for her, in the creator's language. */
const customCharacterPersonaSchema = z.object({
  description: z.string(),
  greeting: z.string(),
  personality: z.string(),
  scenario: z.string(),
  story: z.string(),
});
export type CustomCharacterPersona = z.infer<typeof customCharacterPersonaSchema>;

/** What the owner edits of her texts (before or after confirming); left-out fields stay. */
export const customCharacterPersonaEditSchema = z.object({
  description: personaText(2000).optional(),
  greeting: personaText(1000).optional(),
  personality: personaText(500).optional(),
  scenario: personaText(2000).optional(),
  story: personaText(4000).optional(),
});

/** One of my characters as my roles list shows it. */
const customCharacterSummarySchema = z.object({
  characterId: z.string(),
  nick: z.string(),
  /** onSubmit=10, creating=20, createFail=21, createSuccess=30, done=40 (spec §4). */
  state: z.number().int(),
  /** 0–100 while creating; 100 once made. */
  progress: z.number().int(),
  /** The stage being worked on while creating, else null. */
  stage: z.enum(CUSTOM_CHARACTER_STAGES).nullable(),
  style: characterStyleSchema,
  /** The portrait (signed for its owner while private); empty until it is drawn. */
  portraitUrl: z.string(),
  /** private=0, public=1. */
  visibility: z.number().int(),
  /** Hidden from others after reports or a moderator's decision; its owner still sees it. */
  hiddenPendingReview: z.boolean(),
  createdAt: z.string(),
});

export type CustomCharacterSummary = z.infer<typeof customCharacterSummarySchema>;

/** Where an imported character card came from, credited as "based on…". */
const cardCreditSchema = z.object({
  /** The card's creator as the card names them; may be empty. */
  creator: z.string(),
  /** Where the card came from (addresses or names). */
  sources: z.array(z.string()),
  characterVersion: z.string(),
  creatorNotes: z.string(),
  alternateGreetings: z.array(z.string()),
  exampleDialogue: z.string(),
  /** The creator confirmed they may publish her (asked once, when publishing). */
  publishRightsConfirmed: z.boolean(),
});

const customCharacterDetailSchema = customCharacterSummarySchema.extend({
  /** How she was made: the wizard, a description, or an imported character card. */
  mode: z.enum(['template', 'prompt', 'card']),
  /** An imported card's credits and fields of its own; null for characters made here. */
  card: cardCreditSchema.nullable(),
  /** The persona once written; null before. */
  persona: customCharacterPersonaSchema.nullable(),
  /**
   * Template choices; for a prompt character the look it started from (a cloned character's), or
   * empty words when her description alone says what she looks like.
   */
  choices: z.object({
    style: characterStyleSchema,
    gender: z.enum(['woman', 'man']),
    age: z.number().int(),
    race: z.string(),
    eyeColor: z.string(),
    hairstyle: z.string(),
    hairColor: z.string(),
    body: z.string(),
    breast: z.string(),
    hips: z.string(),
    clothing: z.string(),
    kinks: z.array(z.string()),
    occupation: z.string(),
    personality: z.string(),
    relationship: z.string(),
    name: z.string().optional(),
  }),
  /** The description a prompt character was made from; null for a template one. */
  description: z.string().nullable(),
  tags: z.array(z.string()),
  /** Why the last creation failed (the charge was refunded), while state is createFail. */
  failureReason: z.string().nullable(),
  /** What the creation cost in coins (0 when it was the VIP's free one, or a free recreation). */
  pricePaid: z.number().int(),
});
export type CustomCharacterDetail = z.infer<typeof customCharacterDetailSchema>;

const byId = z.object({ characterId: characterIdSchema });

export const customCharacterListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterList,
  input: z.object({}),
  output: z.object({
    list: z.array(customCharacterSummarySchema),
    /** What a new creation costs in coins. */
    price: z.number().int(),
    /** Template creations the caller may still make free (VIP's one, spec §6): 0 or 1. */
    freeTemplateCreations: z.number().int(),
  }),
  access: 'user',
});

/** A description to start prompt mode from, in the caller's language. */
export const customCharacterRandomPromptEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterRandomPrompt,
  input: z.object({}),
  output: z.object({ prompt: z.string() }),
  access: 'user',
});

/** Starts a creation: charges, records the job, answers at once; `detail` follows its progress. */
export const customCharacterCreateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterCreate,
  // Every field of both modes, optional here; the server checks the mode's own set
  // (`customCharacterCreateInputSchema`) so an empty description gets the spec's own message.
  input: z.object({
    mode: z.enum(['template', 'prompt']),
    ...customCharacterChoicesSchema.partial().shape,
    ...customCharacterPromptSchema.partial().shape,
    description: z.string().max(CUSTOM_DESCRIPTION_MAX_LENGTH).optional(),
  }),
  output: z.object({ characterId: z.string(), jobId: z.string(), pricePaid: z.number().int() }),
  access: 'user',
  spends: true,
});

export const customCharacterDetailEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterDetail,
  input: byId,
  output: customCharacterDetailSchema,
  access: 'user',
});

export const customCharacterDeleteEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterDelete,
  input: byId,
  output: z.object({ deleted: z.boolean() }),
  access: 'user',
});

/** To be confirmed (30) → done (40): she may chat. */
export const customCharacterConfirmEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterConfirm,
  input: byId,
  output: customCharacterDetailSchema,
  access: 'user',
});

export const customCharacterEditBeforeConfirmEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterEditBeforeConfirm,
  input: byId.extend(customCharacterPersonaEditSchema.shape),
  output: customCharacterDetailSchema,
  access: 'user',
});

export const customCharacterEditNickEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterEditNick,
  input: byId.extend({ nick: z.string().trim().min(1, 'must not be empty').max(32) }),
  output: customCharacterDetailSchema,
  access: 'user',
});

/** After confirming: texts, tags, and publishing (visibility 0 → 1, which cannot be undone). */
export const customCharacterEditEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterEdit,
  input: byId.extend({
    ...customCharacterPersonaEditSchema.shape,
    tags: z.array(z.string().trim().min(1).max(64)).max(MAX_CHARACTER_TAGS).optional(),
    visibility: z
      .number()
      .int()
      .refine(
        (value) => value === VISIBILITY.private || value === VISIBILITY.open,
        'must be 0 or 1',
      )
      .optional(),
    /**
     * Publishing an imported character: her creator confirms they may publish it (the card's
     * author allows it, or it is their own). Asked once; refused (2106) without it.
     */
    confirmRights: z.boolean().optional(),
  }),
  output: customCharacterDetailSchema,
  access: 'user',
});

/** Makes her again from the same choices: free after a failure, paid like a new one otherwise. */
export const customCharacterRebuildEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.customCharacterRebuild,
  input: byId,
  output: z.object({ characterId: z.string(), jobId: z.string(), pricePaid: z.number().int() }),
  access: 'user',
  spends: true,
});
