import { z } from 'zod';
import { MIN_ADULT_AGE } from '../constants';
import { PERSONA_GENDERS, PERSONA_LIMITS } from '../personas';
import { conversationIdSchema } from './chat-endpoints';
import { defineEndpoint } from './endpoint';
import { PERSONA_PATHS } from './persona-paths';

/** Control characters, line breaks and the marks that reorder text (a name spoofing another). */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The same, but a look or a bio may have line breaks. */
const hasControls = (text: string) => CONTROL_CHARACTERS.test(text.replaceAll('\n', ''));

const personaSchema = z.object({
  id: z.string(),
  /** Empty: the user's nick, as it is when she replies. */
  name: z.string(),
  gender: z.enum(PERSONA_GENDERS),
  /** Null when the user keeps it to themselves; else 18 or older. */
  age: z.number().int().nullable(),
  look: z.string(),
  bio: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type Persona = z.infer<typeof personaSchema>;

const personaIdSchema = z.string().trim().min(1).max(64);

/** Every persona of mine, the default first, and the nick an unnamed persona goes by. */
const personaListSchema = z.object({ list: z.array(personaSchema), nick: z.string() });

/** My personas. */
export const personaListEndpoint = defineEndpoint({
  path: PERSONA_PATHS.personaList,
  input: z.object({}),
  output: personaListSchema,
  access: 'user',
});

/**
 * Creates a persona (no `id`) or rewrites one; `isDefault` makes it the one every conversation
 * uses unless it chose another. Checked like a prompt first (2090 minors, 2091 real people).
 */
export const personaSaveEndpoint = defineEndpoint({
  path: PERSONA_PATHS.personaSave,
  input: z.object({
    id: personaIdSchema.optional(),
    name: z
      .string()
      .trim()
      .max(PERSONA_LIMITS.name)
      .refine((name) => !CONTROL_CHARACTERS.test(name), 'must not contain control characters'),
    gender: z.enum(PERSONA_GENDERS),
    age: z
      .number()
      .int()
      .min(MIN_ADULT_AGE, 'must be 18 or older')
      .max(PERSONA_LIMITS.maxAge)
      .nullable(),
    look: z
      .string()
      .trim()
      .max(PERSONA_LIMITS.look)
      .refine((text) => !hasControls(text), 'must not contain control characters'),
    bio: z
      .string()
      .trim()
      .max(PERSONA_LIMITS.bio)
      .refine((text) => !hasControls(text), 'must not contain control characters'),
    isDefault: z.boolean(),
  }),
  output: personaListSchema,
  access: 'user',
});

/** Deletes one of my personas; conversations that chose it fall back to the default. */
export const personaDeleteEndpoint = defineEndpoint({
  path: PERSONA_PATHS.personaDelete,
  input: z.object({ id: personaIdSchema }),
  output: personaListSchema,
  access: 'user',
});

/**
 * Who I am in one conversation: `default` (my default persona, if any), `none`, or a `chosen`
 * persona of mine (`personaId`).
 */
const conversationPersonaSchema = z.object({
  mode: z.enum(['default', 'none', 'chosen']),
  personaId: z.string().nullable(),
  list: z.array(personaSchema),
  nick: z.string(),
});

/** The persona one of my conversations uses, with my personas to choose from. */
export const conversationPersonaEndpoint = defineEndpoint({
  path: PERSONA_PATHS.conversationPersona,
  input: z.object({ conversationId: conversationIdSchema }),
  output: conversationPersonaSchema,
  access: 'user',
});

/** Chooses the persona of one of my conversations. */
export const conversationPersonaSetEndpoint = defineEndpoint({
  path: PERSONA_PATHS.conversationPersonaSet,
  input: z.object({
    conversationId: conversationIdSchema,
    mode: z.enum(['default', 'none', 'chosen']),
    personaId: personaIdSchema.optional(),
  }),
  output: conversationPersonaSchema,
  access: 'user',
});
