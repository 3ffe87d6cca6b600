import { createHash } from 'node:crypto';
import type { SceneFields } from '@contract/api/scene-endpoints';
import { LOCALE_ENGLISH_NAMES } from '@contract/locale-names';
import { isLocaleCode } from '@contract/locales';
import { SCENE_FIELDS, SCENE_LIMITS } from '@contract/scenes';
import OpenAI from 'openai';
import { z } from 'zod';
import { demoPhrasesOf, moodOf } from '../model/demo-phrases';

/** What the scene is updated from: the scene before, and the exchange that just happened. */
interface SceneUpdateInput {
  scene: SceneFields;
  characterName: string;
  /** The language of the chat; the scene is written in it. */
  language: string;
  lastUserMessage: string;
  reply: string;
  /** Varies the demo's choices between replies, the same for the same reply. */
  seed: string;
}

/**
 * Writes the scene after a reply: the chat model (or the demo's phrases). Answers null when it has
 * nothing usable, and the scene stays as it is.
 */
export interface SceneWriter {
  write(input: SceneUpdateInput, signal: AbortSignal): Promise<SceneFields | null>;
}

/** A field as a model wrote it, on one line and within its limit. */
function tidy(text: string, max: number): string {
  const line = text.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu, ' ');
  const trimmed = line.replace(/\s+/g, ' ').trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

const modelAnswerSchema = z.object({
  place: z.string(),
  timeOfDay: z.string(),
  outfit: z.string(),
  mood: z.string(),
  happening: z.string(),
});

/** The scene in a model's answer, which may come wrapped in prose or a code fence; else null. */
export function parseSceneAnswer(answer: string): SceneFields | null {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start === -1 || end < start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.slice(start, end + 1));
  } catch {
    return null;
  }
  const checked = modelAnswerSchema.safeParse(parsed);
  if (!checked.success) return null;
  const scene = Object.fromEntries(
    SCENE_FIELDS.map((field) => [field, tidy(checked.data[field], SCENE_LIMITS[field])]),
  ) as SceneFields;
  // A scene with nothing in it is no update.
  return SCENE_FIELDS.some((field) => scene[field]) ? scene : null;
}

function instructions(language: string): string {
  const name = isLocaleCode(language) ? LOCALE_ENGLISH_NAMES[language] : 'English';
  return [
    'You keep the scene of a role-play chat: where it takes place, the time of day, what she wears,',
    'her mood, and what is happening now. You get the scene before and the latest exchange.',
    'Answer only with a JSON object with the string keys "place", "timeOfDay", "outfit", "mood" and',
    '"happening": the scene after the exchange. Keep every field that did not change as it was.',
    `Short phrases in ${name}; "happening" is one short sentence. Everyone is an adult.`,
  ].join(' ');
}

/**
 * Asks the configured OpenAI-compatible model for the scene after a reply. A failure, a timeout
 * or an answer that is not a scene answers null: the scene stays as it was.
 */
export function createOpenAiSceneWriter(options: {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}): SceneWriter {
  const client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey, maxRetries: 0 });
  return {
    async write(input, signal) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            stream: false,
            temperature: 0,
            messages: [
              { role: 'system', content: instructions(input.language) },
              {
                role: 'user',
                content: [
                  `Scene before: ${JSON.stringify(input.scene)}`,
                  `User: ${input.lastUserMessage}`,
                  `${input.characterName}: ${input.reply}`,
                ].join('\n'),
              },
            ],
          },
          { signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]) },
        );
        return parseSceneAnswer(completion.choices[0]?.message?.content ?? '');
      } catch {
        // The scene is a nicety: a failing model leaves it as it was.
        return null;
      }
    },
  };
}

/**
 * The demo's scene, from the locale's phrases (demo-phrases/<locale>.json, `scene`): her mood and
 * what is happening follow what the user's last message was (a greeting, affection, a bad day…);
 * a place and a time of day are set once when there are none. Her outfit stays as it is.
 */
export const demoSceneWriter: SceneWriter = {
  async write(input) {
    const phrases = demoPhrasesOf(input.language);
    const seed = createHash('sha256').update(input.seed).digest();
    const pick = (items: readonly string[], slot: number) =>
      items[seed.readUInt16BE(slot * 2) % items.length] ?? '';
    const mood = moodOf(input.lastUserMessage, phrases);
    return {
      place: input.scene.place || pick(phrases.scene.places, 0),
      timeOfDay: input.scene.timeOfDay || pick(phrases.scene.times, 1),
      outfit: input.scene.outfit,
      mood: pick(phrases.scene.moods[mood], 2),
      happening: pick(phrases.scene.happenings[mood], 3),
    };
  },
};
