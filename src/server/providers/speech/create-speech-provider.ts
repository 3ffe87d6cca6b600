import type { Env } from '../../config/env';
import { createDemoVoiceProvider } from './demo-voice/demo-voice-provider';
import { createOpenAiSpeechProvider } from './openai-speech';
import type { SpeechProvider } from './speech-provider';

/** The configured speech provider: an OpenAI-compatible server, else the embedded demo voice. */
export function createSpeechProvider(env: Env): SpeechProvider {
  if (env.TTS_BASE_URL) {
    return createOpenAiSpeechProvider({
      baseUrl: env.TTS_BASE_URL,
      apiKey: env.TTS_API_KEY,
      model: env.TTS_MODEL,
      voices: env.TTS_VOICES,
      timeoutMs: env.TTS_TIMEOUT_MS,
    });
  }
  return createDemoVoiceProvider();
}
