import { z } from 'zod';
import { SCENE_LIMITS } from '../scenes';
import { conversationIdSchema } from './chat-endpoints';
import { defineEndpoint } from './endpoint';
import { SCENE_PATHS } from './scene-paths';

/** Line breaks and the marks that reorder text: a scene's fields read as one plain line each. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

const sceneText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !CONTROL_CHARACTERS.test(text), 'must not contain control characters');

/** The fields of a scene as the user writes them; an empty one is left out of prompts. */
const sceneFieldsSchema = z.object({
  place: sceneText(SCENE_LIMITS.place),
  timeOfDay: sceneText(SCENE_LIMITS.timeOfDay),
  outfit: sceneText(SCENE_LIMITS.outfit),
  mood: sceneText(SCENE_LIMITS.mood),
  happening: sceneText(SCENE_LIMITS.happening),
});
export type SceneFields = z.infer<typeof sceneFieldsSchema>;

const sceneSchema = z.object({
  place: z.string(),
  timeOfDay: z.string(),
  outfit: z.string(),
  mood: z.string(),
  happening: z.string(),
  /**
   * Who set it last: `start` (nobody yet: her scenario's start), `model` (the chat model after a
   * reply) or `user`.
   */
  source: z.enum(['start', 'model', 'user']),
  /** Grows with every change; 0 for the start. */
  version: z.number().int(),
  /** ISO 8601; null for the start. */
  updatedAt: z.string().nullable(),
});
export type Scene = z.infer<typeof sceneSchema>;

/** The scene of one of my conversations: where the story is now. */
export const conversationSceneEndpoint = defineEndpoint({
  path: SCENE_PATHS.conversationScene,
  input: z.object({ conversationId: conversationIdSchema }),
  output: z.object({ scene: sceneSchema }),
  access: 'user',
});

/**
 * Rewrites the scene of one of my conversations; the next reply and photo follow it. Checked like
 * a prompt first (2140 minors, 2141 real people): nothing is saved then.
 */
export const conversationSceneSaveEndpoint = defineEndpoint({
  path: SCENE_PATHS.conversationSceneSave,
  input: sceneFieldsSchema.extend({ conversationId: conversationIdSchema }),
  output: z.object({ scene: sceneSchema }),
  access: 'user',
});
