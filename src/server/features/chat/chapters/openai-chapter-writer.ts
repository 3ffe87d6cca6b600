import {
  MAX_CHAPTER_SUMMARY_LENGTH,
  MAX_CHAPTER_TITLE_LENGTH,
} from '@contract/api/chapter-endpoints';
import { LOCALE_ENGLISH_NAMES } from '@contract/locale-names';
import OpenAI from 'openai';
import { z } from 'zod';
import type { ChapterInput, ChapterText, ChapterWriter } from './chapter-writer';

/** How much of each message the model reads; a chapter's request stays bounded. */
const MESSAGE_CHARS = 600;

/** The chapter writer's instructions; tests recognise its requests by the first words. */
export const CHAPTER_INSTRUCTIONS_START = 'You write one chapter of a story diary';

function instructions(input: ChapterInput): string {
  return [
    `${CHAPTER_INSTRUCTIONS_START}: ${input.characterName} sums up the part of her chat with ${input.userName} that just ended, in the first person, as she remembers it.`,
    'Keep what matters for later: what happened, what was said about each other, promises, feelings, names and places.',
    `Write in ${LOCALE_ENGLISH_NAMES[input.language]} only. Everyone involved is an adult.`,
    `Answer only with JSON: {"title": "at most 6 words", "summary": "at most 120 words"}.`,
  ].join(' ');
}

function transcript(input: ChapterInput): string {
  const lines = input.messages.map((message) => {
    const name = message.role === 'user' ? input.userName : input.characterName;
    const text = message.content.replace(/\s+/g, ' ').trim();
    return `${name}: ${text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS - 1)}…` : text}`;
  });
  const facts =
    input.facts.length > 0
      ? `\n\nWhat ${input.userName} told about themselves: ${input.facts.map((fact) => `"${fact}"`).join('; ')}`
      : '';
  return `Chapter ${input.number}:\n${lines.join('\n')}${facts}`;
}

const answerSchema = z.object({
  title: z.string().trim().min(1).max(MAX_CHAPTER_TITLE_LENGTH),
  summary: z.string().trim().min(1).max(MAX_CHAPTER_SUMMARY_LENGTH),
});

/** Why a try failed in a way the next may not: the model answered, but not a chapter. */
class MalformedChapter extends Error {
  override name = 'MalformedChapter';
}

/** The JSON object in a model's answer, which may come wrapped in prose or a code fence. */
function parseChapter(answer: string): ChapterText {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start === -1 || end < start) throw new MalformedChapter('the answer holds no JSON object');
  let json: unknown;
  try {
    json = JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new MalformedChapter('the answer is not valid JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new MalformedChapter('the answer is not a title and a summary');
  return parsed.data;
}

/**
 * Asks the configured OpenAI-compatible model for the chapter. A failure, a timeout or an answer
 * that is not a chapter throws: the chapter job tries again, then falls back.
 */
export function createOpenAiChapterWriter(options: {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}): ChapterWriter {
  const client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey, maxRetries: 0 });
  return {
    async write(input, signal) {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          stream: false,
          temperature: 0.4,
          messages: [
            { role: 'system', content: instructions(input) },
            { role: 'user', content: transcript(input) },
          ],
        },
        { signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]) },
      );
      return parseChapter(completion.choices[0]?.message?.content ?? '');
    },
  };
}
