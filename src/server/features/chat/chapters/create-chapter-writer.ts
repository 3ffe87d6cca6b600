import type { Env } from '../../../config/env';
import { type ChapterWriter, demoChapterWriter } from './chapter-writer';
import { createOpenAiChapterWriter } from './openai-chapter-writer';

/** The configured model writes chapters when there is one; otherwise the demo writer. */
export function createChapterWriter(env: Env): ChapterWriter {
  if (!env.LLM_BASE_URL) return demoChapterWriter;
  return createOpenAiChapterWriter({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_CHAPTER_TIMEOUT_MS,
  });
}
