import { z } from 'zod';
import { CHARACTER_LIST_SORT, LIKE_STATE } from '../enums';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

export const characterIdSchema = z.string().trim().min(1).max(64);
export const characterStyleSchema = z.enum(['realistic', 'anime']);

export const characterTagSchema = z.object({ id: z.string(), label: z.string() });
export type CharacterTag = z.infer<typeof characterTagSchema>;

/** What a catalogue card shows. Texts are in the caller's language. */
export const characterCardSchema = z.object({
  characterId: z.string(),
  /** The character's name (spec calls it nick). */
  nick: z.string(),
  age: z.number().int(),
  kind: z.enum(['REALITY', 'ANIMATE']),
  gender: z.enum(['woman', 'man']),
  style: characterStyleSchema,
  /** free=10, memberFree=20. */
  access: z.number().int(),
  /** Member-only: chatting needs VIP. */
  memberOnly: z.boolean(),
  description: z.string(),
  tags: z.array(characterTagSchema),
  portraitUrl: z.string(),
  likeCount: z.number().int(),
  isTour: z.boolean(),
  /** The user who created and published her; null for the official catalogue. */
  creatorId: z.string().nullable(),
  /** Her creator's name as credited in the catalogue and on her page; null for official ones. */
  creatorNick: z.string().nullable(),
});
export type CharacterCard = z.infer<typeof characterCardSchema>;

export const characterPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** Blurred for non-VIP users; `url` is then the blurred picture. */
  locked: z.boolean(),
});

const characterDetailSchema = characterCardSchema.extend({
  greeting: z.string(),
  relationship: z.string(),
  occupation: z.string(),
  personality: z.string(),
  photos: z.array(characterPhotoSchema),
  /** The caller's like: none=0, like=1, unlike=-1. */
  like: z.number().int(),
  chatCount: z.number().int(),
  /** The caller's latest conversation with this character, if any. */
  conversationId: z.string().nullable(),
  /** An imported character card's credits, shown as "based on…"; null for characters made here. */
  basedOn: z.object({ creator: z.string(), sources: z.array(z.string()) }).nullable(),
});
export type CharacterDetail = z.infer<typeof characterDetailSchema>;

export const characterStorySchema = z.object({
  id: z.string(),
  kind: z.enum(['story', 'post']),
  vipOnly: z.boolean(),
  /** VIP-only and the caller is not VIP: title and teaser show, the opening does not. */
  locked: z.boolean(),
  title: z.string(),
  teaser: z.string(),
  opening: z.string().nullable(),
});
export type CharacterStory = z.infer<typeof characterStorySchema>;

const sortValues = Object.values(CHARACTER_LIST_SORT) as [number, ...number[]];
const likeValues = Object.values(LIKE_STATE) as [number, ...number[]];

const characterListInputSchema = z.object({
  /** rec=1 (default), hot=2, new=3. */
  sort: z
    .number()
    .int()
    .refine((value) => sortValues.includes(value), 'must be 1, 2 or 3')
    .default(CHARACTER_LIST_SORT.rec),
  style: characterStyleSchema.optional(),
  tags: z.array(z.string().min(1).max(64)).max(10).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(32).optional(),
  size: z.number().int().min(1).max(50).default(20),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), nextCursor: z.string().nullable() });

export const characterTagsEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterTags,
  input: z.object({}),
  output: z.object({ list: z.array(characterTagSchema) }),
  access: 'public',
});

export const characterListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterList,
  input: characterListInputSchema,
  output: pageOf(characterCardSchema),
  access: 'optionalUser',
});

/** Characters like the given one (most shared tags, same style first), for "more like her". */
export const characterList2Endpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterList2,
  input: z.object({
    characterId: characterIdSchema,
    size: z.number().int().min(1).max(20).default(6),
  }),
  output: z.object({ list: z.array(characterCardSchema) }),
  access: 'optionalUser',
});

export const characterDetailEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterDetail,
  input: z.object({ characterId: characterIdSchema }),
  output: characterDetailSchema,
  access: 'optionalUser',
});

export const characterStoriesEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterStories,
  input: z.object({ characterId: characterIdSchema }),
  output: z.object({ list: z.array(characterStorySchema) }),
  access: 'optionalUser',
});

export const characterPhotosEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterPhotos,
  input: z.object({ characterId: characterIdSchema }),
  output: z.object({ list: z.array(characterPhotoSchema) }),
  access: 'optionalUser',
});

/**
 * The photos characters sent me in my chats, newest first: of one character (her album on her
 * page), or of all when no character is named (the album's chat half); blurred for non-members
 * like in the chat.
 */
export const characterSentPhotosEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterSentPhotos,
  input: z.object({ characterId: characterIdSchema.optional() }),
  output: z.object({
    list: z.array(
      characterPhotoSchema.extend({
        conversationId: z.string(),
        characterId: z.string(),
        characterNick: z.string(),
        sentAt: z.string(),
      }),
    ),
  }),
  access: 'user',
});

export const characterLikeEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterLike,
  input: z.object({
    characterId: characterIdSchema,
    state: z
      .number()
      .int()
      .refine((value) => likeValues.includes(value), 'must be 1, 0 or -1'),
  }),
  output: z.object({ like: z.number().int(), likeCount: z.number().int() }),
  access: 'user',
});

export const characterStaticsEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.characterStatics,
  input: z.object({ characterId: characterIdSchema }),
  output: z.object({
    likeCount: z.number().int(),
    chatCount: z.number().int(),
    /** Messages sent to the character in the last seven days. */
    recentMessages: z.number().int(),
  }),
  access: 'public',
});
