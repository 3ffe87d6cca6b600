import type { Env } from '../../config/env';
import { createOpenAiTranscription } from './openai-transcription';
import type { TranscriptionProvider } from './transcription-provider';

type TranscriptionEnv = Pick<Env, 'STT_BASE_URL' | 'STT_API_KEY' | 'STT_MODEL' | 'STT_TIMEOUT_MS'>;

/**
 * The speech-to-text server `STT_BASE_URL` names, or null: no npm package ships a
 * speech-to-text model that runs offline (docs/decisions.md), so the embedded default has none
 * and voice input stays off until an operator points STT at a server (docs/operations.md).
 */
export function createTranscriptionProvider(env: TranscriptionEnv): TranscriptionProvider | null {
  if (!env.STT_BASE_URL) return null;
  return createOpenAiTranscription({
    baseUrl: env.STT_BASE_URL,
    apiKey: env.STT_API_KEY,
    model: env.STT_MODEL,
    timeoutMs: env.STT_TIMEOUT_MS,
  });
}
