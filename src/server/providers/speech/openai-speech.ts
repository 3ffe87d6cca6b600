import { LOCALE_CODES, type LocaleCode } from '@contract/locales';
import OpenAI from 'openai';
import {
  type SpeechContentType,
  type SpeechProvider,
  SpeechProviderError,
  type SpeechVoice,
} from './speech-provider';

export interface OpenAiSpeechOptions {
  /** The /v1 URL of an OpenAI-compatible speech server. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Voices to offer when the server does not list its own (`GET /audio/voices`). */
  voices: string[];
  timeoutMs: number;
}

/** Maps the client's failures to ours. */
function providerError(error: unknown, signal: AbortSignal, timeout: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof SpeechProviderError) return error;
  if (timeout.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new SpeechProviderError('The speech server did not answer in time', true, {
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new SpeechProviderError(`The speech server is unreachable: ${error.message}`, true, {
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    return new SpeechProviderError(
      `The speech server refused: ${error.message}`,
      status >= 500 || status === 429 || status === 408,
      { cause: error },
    );
  }
  return new SpeechProviderError(`The speech stream broke: ${(error as Error).message}`, true, {
    cause: error,
  });
}

/** Reads a chunked audio body to its end, refusing one longer than `maxBytes`. */
async function readAudio(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        throw new SpeechProviderError(`The audio is longer than ${maxBytes} bytes`, false);
      }
      parts.push(Buffer.from(value));
    }
  } finally {
    reader.releaseLock();
  }
  if (size === 0) throw new SpeechProviderError('The speech server answered no audio', true);
  return Buffer.concat(parts);
}

/** Kokoro-FastAPI and openedai-speech list voices as `{ voices: [...] }` of names or objects. */
function voicesOf(answer: unknown): SpeechVoice[] {
  const list = (answer as { voices?: unknown })?.voices;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): SpeechVoice[] => {
    if (typeof item === 'string') return [{ id: item, name: item }];
    const id = (item as { id?: unknown; name?: unknown })?.id ?? (item as { name?: unknown }).name;
    return typeof id === 'string' ? [{ id, name: id }] : [];
  });
}

/**
 * Any OpenAI-compatible `POST /v1/audio/speech` server (Kokoro-FastAPI, openedai-speech, hosted
 * ones) through the `openai` client. The audio arrives chunked and is read as it comes, bounded.
 */
export function createOpenAiSpeechProvider(options: OpenAiSpeechOptions): SpeechProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    // The caller refunds and the user may press Listen again; a hidden retry doubles the wait.
    maxRetries: 0,
  });
  const configured = options.voices.map((id) => ({ id, name: id }));
  let listed: Promise<SpeechVoice[]> | null = null;
  const contentType: SpeechContentType = 'audio/mpeg';

  return {
    modelName: options.model,
    isDemo: false,
    listVoices() {
      if (configured.length > 0) return Promise.resolve(configured);
      listed ??= client
        .get('/audio/voices')
        .then(voicesOf)
        .catch(() => {
          listed = null;
          return [];
        });
      return listed;
    },
    // A real model is trusted with every locale; which it speaks well is the operator's choice.
    speaksLocale: (locale: LocaleCode) => LOCALE_CODES.includes(locale),
    async synthesize(request, { signal, maxBytes }) {
      signal.throwIfAborted();
      // The client's own timeout ends when the headers arrive; this one covers the whole body.
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const both = AbortSignal.any([signal, timeout]);
      try {
        const response = await client.audio.speech.create(
          {
            model: options.model,
            voice: request.voice,
            input: request.text,
            response_format: 'mp3',
            speed: request.speed,
          },
          { signal: both },
        );
        if (!response.body) throw new SpeechProviderError('The speech server sent no body', true);
        return { bytes: await readAudio(response.body, maxBytes), contentType };
      } catch (error) {
        throw providerError(error, signal, timeout);
      }
    },
  };
}
