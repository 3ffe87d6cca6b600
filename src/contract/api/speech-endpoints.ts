import { z } from 'zod';
import { MAX_SPOKEN_CHARACTERS } from '../speech';
import { conversationIdSchema } from './chat-endpoints';
import { defineEndpoint } from './endpoint';
import { SPEECH_PATHS } from './speech-paths';

const voiceIdSchema = z.string().trim().min(1).max(64);

/**
 * One chunk of a reply, spoken (the client asks them in order, the next while one plays). The
 * first call for a reply charges for all of it (`price`); later chunks and replays are free.
 * Refusals: 2120 not enough energy or coins, 2121 the voice does not speak the language, 2122 the
 * synthesis failed (refunded), 2123 nothing to say (only actions), 1000 a chunk past the end.
 */
export const listenEndpoint = defineEndpoint({
  path: SPEECH_PATHS.listen,
  input: z.object({
    messageId: z.string().regex(/^\d{1,18}$/, 'must be a message id'),
    index: z.number().int().min(0).max(MAX_SPOKEN_CHARACTERS),
  }),
  output: z.object({
    index: z.number().int(),
    /** How many chunks the reply is spoken in. */
    count: z.number().int(),
    contentType: z.string(),
    /** The chunk's audio, base64. */
    audio: z.string(),
    /** What this call charged; null when it was free (a later chunk, a replay). */
    charged: z
      .object({ currency: z.enum(['energy', 'gold', 'allowance']), amount: z.number().int() })
      .nullable(),
  }),
  access: 'user',
});

const voiceSchema = z.object({ id: z.string(), name: z.string() });

/**
 * The voices to choose from, the one a conversation speaks in (when `conversationId` is given),
 * whether they are the demo voice, and whether the language is spoken.
 */
export const voicesEndpoint = defineEndpoint({
  path: SPEECH_PATHS.voices,
  input: z.object({
    conversationId: conversationIdSchema.optional(),
    /** One of my created characters: `voiceId` is then her voice, as her creator chose it. */
    characterId: z.string().trim().min(1).max(64).optional(),
  }),
  output: z.object({
    voices: z.array(voiceSchema),
    isDemo: z.boolean(),
    speaksLanguage: z.boolean(),
    /** The conversation's voice (its own choice, else the character's); null without one. */
    voiceId: z.string().nullable(),
    /** Spoken characters left of the VIP monthly allowance (0 for non-members). */
    allowanceLeft: z.number().int(),
  }),
  access: 'user',
});
export type VoiceList = z.infer<typeof voicesEndpoint.output>;

/** Sets the voice of one conversation (null: back to the character's). 2124 an unknown voice. */
export const conversationVoiceSetEndpoint = defineEndpoint({
  path: SPEECH_PATHS.conversationVoiceSet,
  input: z.object({ conversationId: conversationIdSchema, voiceId: voiceIdSchema.nullable() }),
  output: z.object({ voiceId: z.string().nullable() }),
  access: 'user',
});

/** A voice saying a short sample in my language (English where it cannot), to choose by ear; free. */
export const voicePreviewEndpoint = defineEndpoint({
  path: SPEECH_PATHS.voicePreview,
  input: z.object({ voiceId: voiceIdSchema }),
  output: z.object({ contentType: z.string(), audio: z.string() }),
  access: 'user',
});

/**
 * Gives one of my created characters her voice: every conversation with her speaks in it (a user
 * may choose another for theirs), and it goes public with her. 2124 an unknown voice.
 */
export const characterVoiceSetEndpoint = defineEndpoint({
  path: SPEECH_PATHS.characterVoiceSet,
  input: z.object({ characterId: z.string().trim().min(1).max(64), voiceId: voiceIdSchema }),
  output: z.object({ voiceId: z.string() }),
  access: 'user',
});
