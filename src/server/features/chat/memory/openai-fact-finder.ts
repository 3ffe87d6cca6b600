import { MAX_MEMORY_FACT_LENGTH } from '@contract/api/memory-endpoints';
import OpenAI from 'openai';
import { z } from 'zod';
import type { FactFinder } from './fact-finder';

const INSTRUCTIONS = [
  'You pick out lasting personal facts a user tells about themselves in one chat message:',
  'name, age, work, studies, where they live, family, pets, likes and dislikes, plans, important dates.',
  'Ignore feelings of the moment, questions, and anything about the other person.',
  "Answer only with a JSON array of strings, each the user's own words shortened to one fact,",
  'first person, in the language of the message, at most 3 items; answer [] when there are none.',
].join(' ');

const answerSchema = z.array(z.string().trim().min(1).max(MAX_MEMORY_FACT_LENGTH)).max(3);

/** The JSON array in a model's answer, which may come wrapped in prose or a code fence. */
function parseFacts(answer: string): string[] | null {
  const start = answer.indexOf('[');
  const end = answer.lastIndexOf(']');
  if (start === -1 || end < start) return null;
  try {
    const parsed = answerSchema.safeParse(JSON.parse(answer.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Asks the configured OpenAI-compatible model for the facts, with the built-in finder as the
 * answer when the model fails, times out or answers something that is not a list of facts.
 */
export function createOpenAiFactFinder(options: {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fallback: FactFinder;
}): FactFinder {
  const client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey, maxRetries: 0 });
  return {
    async find(message, language, signal) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            stream: false,
            temperature: 0,
            messages: [
              { role: 'system', content: INSTRUCTIONS },
              { role: 'user', content: message },
            ],
          },
          { signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]) },
        );
        const facts = parseFacts(completion.choices[0]?.message?.content ?? '');
        if (facts) return facts;
      } catch {
        // Memory is a nicety: a failing model must not cost the user their reply.
      }
      return options.fallback.find(message, language, signal);
    },
  };
}
