import { z } from 'zod';
import { LIKE_STATE } from '../enums';
import {
  CFG_RANGE,
  CLARITY_STEPS,
  NEGATIVE_PROMPT_MAX_LENGTH,
  PHOTO_PROMPT_MAX_LENGTH,
  PHOTO_SIZES,
  STUDIO_ITEM_STATES,
} from '../studio';
import { characterIdSchema } from './character-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

const itemIdSchema = z.string().trim().min(1).max(64);
const sizes = Object.keys(PHOTO_SIZES) as [
  keyof typeof PHOTO_SIZES,
  ...(keyof typeof PHOTO_SIZES)[],
];
const clarities = Object.keys(CLARITY_STEPS) as [
  keyof typeof CLARITY_STEPS,
  ...(keyof typeof CLARITY_STEPS)[],
];

/** A generated photo as its owner and the gallery see it. */
export const studioItemSchema = z.object({
  itemId: z.string(),
  kind: z.enum(['photo', 'video']),
  characterId: z.string(),
  characterNick: z.string(),
  state: z.enum(STUDIO_ITEM_STATES),
  /** 0–100 while generating. */
  progress: z.number().int(),
  /** Jobs ahead of this one in the queue while it waits; 0 once it runs. */
  queuePosition: z.number().int(),
  /** The picture (signed for its owner while private); empty until ready. */
  url: z.string(),
  prompt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Visible to its owner only (spec §3 "visible to me only"). */
  isPrivate: z.boolean(),
  likeCount: z.number().int(),
  /** The caller's like: none=0, like=1. */
  like: z.number().int(),
  isMine: z.boolean(),
  /** The model that drew it; the UI labels the embedded one "demo model". */
  model: z.string(),
  isDemoModel: z.boolean(),
  pricePaid: z.number().int(),
  createdAt: z.string(),
});
export type StudioItem = z.infer<typeof studioItemSchema>;

/** Draws a photo of a character (spec §3 photo generation fields); charged 50 coins (spec §9). */
export const generatePhotoEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.generatePhoto,
  input: z.object({
    characterId: characterIdSchema,
    prompt: z.string().trim().min(1, 'must not be empty').max(PHOTO_PROMPT_MAX_LENGTH),
    negativePrompt: z.string().trim().max(NEGATIVE_PROMPT_MAX_LENGTH).default(''),
    size: z.enum(sizes).default('portrait'),
    cfg: z.number().min(CFG_RANGE.min).max(CFG_RANGE.max).default(CFG_RANGE.default),
    clarity: z.enum(clarities).default('standard'),
    isPrivate: z.boolean().default(false),
    /** The template the prompt started from, for statistics only. */
    templateId: z.string().max(64).optional(),
  }),
  output: z.object({ itemId: z.string(), jobId: z.string(), pricePaid: z.number().int() }),
  access: 'user',
  spends: true,
});

/** One studio item: its progress while generating, the picture once ready. */
export const studioItemEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.studioItem,
  input: z.object({ itemId: itemIdSchema }),
  output: studioItemSchema,
  access: 'user',
});

/** The community gallery: public, ready pictures, of one character or of all, newest or most liked. */
export const studioGalleryEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.studioGallery,
  input: z.object({
    characterId: characterIdSchema.optional(),
    sort: z.enum(['new', 'top']).default('new'),
    cursor: z.string().max(32).optional(),
    size: z.number().int().min(1).max(50).default(20),
  }),
  output: z.object({ list: z.array(studioItemSchema), nextCursor: z.string().nullable() }),
  access: 'optionalUser',
});

/** Likes (1) or unlikes (0) a gallery picture; each user counts once. */
export const photoLikeEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.photoLike,
  input: z.object({
    itemId: itemIdSchema,
    state: z
      .number()
      .int()
      .refine((value) => value === LIKE_STATE.none || value === LIKE_STATE.like, 'must be 1 or 0'),
  }),
  output: z.object({ like: z.number().int(), likeCount: z.number().int() }),
  access: 'user',
});

/** The owner makes a picture private or public again, or deletes it. */
export const photoEditEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.photoEdit,
  input: z.object({
    itemId: itemIdSchema,
    isPrivate: z.boolean().optional(),
    delete: z.literal(true).optional(),
  }),
  output: z.object({ item: studioItemSchema.nullable() }),
  access: 'user',
});
