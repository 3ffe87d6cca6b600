import { z } from 'zod';
import { LIKE_STATE } from '../enums';
import {
  CFG_RANGE,
  CLARITY_STEPS,
  NEGATIVE_PROMPT_MAX_LENGTH,
  PHOTO_PROMPT_MAX_LENGTH,
  PHOTO_SIZES,
  STUDIO_ITEM_STATES,
  VIDEO_DURATION,
  VIDEO_RESOLUTIONS,
} from '../studio';
import { characterIdSchema } from './character-endpoints';
import { defineEndpoint } from './endpoint';
import { STUDIO_ENDPOINT_PATHS } from './studio-paths';

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
const studioItemSchema = z.object({
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
  /** In the caller's favorites. */
  isFavorite: z.boolean(),
  /** Out of the gallery after a report until a moderator decides (only its owner sees it then). */
  hiddenPendingReview: z.boolean(),
  /** A video's length in seconds; 0 for a photo. */
  durationSeconds: z.number().int(),
  /** A video's poster frame; empty for a photo. */
  posterUrl: z.string(),
  /** The model that drew it; the UI labels the embedded one "demo model". */
  model: z.string(),
  isDemoModel: z.boolean(),
  pricePaid: z.number().int(),
  createdAt: z.string(),
});
export type StudioItem = z.infer<typeof studioItemSchema>;

/** Draws a photo of a character (spec §3 photo generation fields); charged 50 coins (spec §9). */
export const generatePhotoEndpoint = defineEndpoint({
  path: STUDIO_ENDPOINT_PATHS.generatePhoto,
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

const resolutions = Object.keys(VIDEO_RESOLUTIONS) as [
  keyof typeof VIDEO_RESOLUTIONS,
  ...(keyof typeof VIDEO_RESOLUTIONS)[],
];

/**
 * Makes a clip of a still (spec §3 video fields: source image, resolution, duration): one of my
 * pictures or a gallery one (`itemId`), a catalogue photo I may see (`characterPhotoId` of
 * `characterId`), or my upload (`uploadId`). Priced per started 5 seconds (`videoPrice`).
 */
export const generateVideoEndpoint = defineEndpoint({
  path: STUDIO_ENDPOINT_PATHS.generateVideo,
  // Exactly one source is named; the server checks it (the router keeps an input's shape only).
  input: z.object({
    itemId: itemIdSchema.optional(),
    characterId: characterIdSchema.optional(),
    characterPhotoId: z.string().trim().min(1).max(64).optional(),
    uploadId: z.string().trim().min(1).max(64).optional(),
    resolution: z.enum(resolutions).default('480p'),
    durationSeconds: z
      .number()
      .int()
      .min(VIDEO_DURATION.min)
      .max(VIDEO_DURATION.max)
      .default(VIDEO_DURATION.default),
    isPrivate: z.boolean().default(false),
  }),
  output: z.object({ itemId: z.string(), jobId: z.string(), pricePaid: z.number().int() }),
  access: 'user',
  spends: true,
});

/** One studio item: its progress while generating, the picture once ready. */
export const studioItemEndpoint = defineEndpoint({
  path: STUDIO_ENDPOINT_PATHS.studioItem,
  input: z.object({ itemId: itemIdSchema }),
  output: studioItemSchema,
  access: 'user',
});

/** The community gallery: public, ready pictures, of one character or of all, newest or most liked. */
export const studioGalleryEndpoint = defineEndpoint({
  path: STUDIO_ENDPOINT_PATHS.studioGallery,
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
  path: STUDIO_ENDPOINT_PATHS.photoLike,
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
  path: STUDIO_ENDPOINT_PATHS.photoEdit,
  input: z.object({
    itemId: itemIdSchema,
    isPrivate: z.boolean().optional(),
    delete: z.literal(true).optional(),
  }),
  output: z.object({ item: studioItemSchema.nullable() }),
  access: 'user',
});

/** Counts for the studio and a character's page: her public pictures and their likes, and mine. */
export const photoStaticsEndpoint = defineEndpoint({
  path: STUDIO_ENDPOINT_PATHS.photoStatics,
  input: z.object({ characterId: characterIdSchema.optional() }),
  output: z.object({
    /** Pictures in the community gallery (of her, or of all). */
    publicCount: z.number().int(),
    /** Likes on those pictures. */
    likeCount: z.number().int(),
    /** The caller's own pictures (of her, or of all); 0 when signed out. */
    mineCount: z.number().int(),
    /** The caller's favorites; 0 when signed out. */
    favoriteCount: z.number().int(),
  }),
  access: 'optionalUser',
});

/** Adds a picture I may see to my favorites, or takes it out. */
export const photoFavoriteEndpoint = defineEndpoint({
  path: STUDIO_ENDPOINT_PATHS.photoFavorite,
  input: z.object({ itemId: itemIdSchema, isFavorite: z.boolean() }),
  output: z.object({ isFavorite: z.boolean() }),
  access: 'user',
});

/**
 * My studio items, newest first: everything I generated (of one character or all, photos or
 * videos), or my favorites (mine and the gallery's). The album's studio half; the photos
 * characters sent in chat stay at `/v1/character/photograph/list-self` (docs/decisions.md).
 */
export const myStudioItemsEndpoint = defineEndpoint({
  path: STUDIO_ENDPOINT_PATHS.myStudioItems,
  input: z.object({
    characterId: characterIdSchema.optional(),
    kind: z.enum(['photo', 'video']).optional(),
    favorites: z.boolean().default(false),
    cursor: z.string().max(32).optional(),
    size: z.number().int().min(1).max(50).default(30),
  }),
  output: z.object({ list: z.array(studioItemSchema), nextCursor: z.string().nullable() }),
  access: 'user',
});
