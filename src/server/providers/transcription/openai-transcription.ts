import OpenAI, { toFile } from 'openai';
import { z } from 'zod';
import {
  type TranscribeOptions,
  type TranscriptionProvider,
  TranscriptionUnavailable,
  type VoiceAudio,
} from './transcription-provider';

export interface OpenAiTranscriptionOptions {
  /** The /v1 URL of the OpenAI-compatible server. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for one transcription, the audio's upload and the whole answer included. */
  timeoutMs: number;
}

/** `response_format: json`, which whisper.cpp's server, faster-whisper servers and OpenAI share. */
const transcriptSchema = z.object({ text: z.string() });

/** The events of a streamed transcription (`stream: true`) that carry text. */
const streamEventSchema = z.union([
  z.object({ type: z.literal('transcript.text.delta'), delta: z.string() }),
  z.object({ type: z.literal('transcript.text.done'), text: z.string() }),
]);

const SERVER = 'the speech-to-text server';

/** Maps whatever a call threw to `TranscriptionUnavailable`; `deadline` is the call's timeout. */
function unavailable(error: unknown, deadline: AbortSignal): TranscriptionUnavailable {
  if (error instanceof TranscriptionUnavailable) return error;
  const cause = { cause: error };
  if (deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new TranscriptionUnavailable(`${SERVER} did not answer in time`, 'timeout', cause);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new TranscriptionUnavailable(
      `${SERVER} is unreachable: ${error.message}`,
      'unreachable',
      cause,
    );
  }
  if (error instanceof OpenAI.APIError) {
    return new TranscriptionUnavailable(`${SERVER} refused: ${error.message}`, 'status', cause);
  }
  const message = error instanceof Error ? error.message : String(error);
  // The body broke off halfway (the connection was cut while the answer was read).
  if (/terminated|aborted|socket|ECONNRESET|premature/i.test(message)) {
    return new TranscriptionUnavailable(`${SERVER} cut the answer off: ${message}`, 'cut', cause);
  }
  return new TranscriptionUnavailable(`${SERVER} answered badly: ${message}`, 'malformed', cause);
}

/** The text of a JSON answer, or `malformed`. */
function textOf(body: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new TranscriptionUnavailable(`${SERVER} answered a body that is not JSON`, 'malformed');
  }
  const parsed = transcriptSchema.safeParse(json);
  if (!parsed.success) {
    throw new TranscriptionUnavailable(
      `${SERVER} answered an unexpected body: ${parsed.error.issues[0]?.message}`,
      'malformed',
    );
  }
  return parsed.data.text.trim();
}

/** The pieces of a server-sent event stream's `data:` lines, as they arrive. */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const event = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice('data:'.length).trimStart())
        .join('\n');
      if (data) yield data;
      end = buffered.indexOf('\n\n');
    }
  }
}

/**
 * Any OpenAI-compatible `POST /v1/audio/transcriptions` server (whisper.cpp's server,
 * faster-whisper servers, hosted ones) through the `openai` client: the audio goes up as a
 * multipart WAV with `model` and `language`. Rejects with `TranscriptionUnavailable` when the
 * server cannot answer; no hidden retries (the user is waiting, and sees the failure).
 */
export function createOpenAiTranscription(
  options: OpenAiTranscriptionOptions,
): TranscriptionProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  /** Sends the audio; answers the raw response, read within the same deadline. */
  const send = async (
    audio: VoiceAudio,
    { language, stream }: { language?: string; stream: boolean },
    signal: AbortSignal,
  ) => {
    const file = await toFile(audio.wav, 'voice.wav', { type: 'audio/wav' });
    return client.audio.transcriptions
      .create(
        {
          file,
          model: options.model,
          response_format: 'json',
          ...(language ? { language } : {}),
          ...(stream ? { stream: true } : {}),
        },
        { timeout: options.timeoutMs, signal },
      )
      .asResponse();
  };

  const deadlineFor = (outer: AbortSignal | undefined) => {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    return { deadline, signal: outer ? AbortSignal.any([outer, deadline]) : deadline };
  };

  return {
    name: 'openai',
    model: options.model,

    async transcribe(audio, { language, signal: outer }: TranscribeOptions = {}) {
      const { deadline, signal } = deadlineFor(outer);
      try {
        // `asResponse` + our own parse: a body that is not the documented shape is "malformed".
        const response = await send(audio, { language, stream: false }, signal);
        return textOf(await response.text());
      } catch (error) {
        if (outer?.aborted) throw outer.reason;
        throw unavailable(error, deadline);
      }
    },

    async *transcribeStream(audio, { language, signal: outer }: TranscribeOptions = {}) {
      const { deadline, signal } = deadlineFor(outer);
      try {
        const response = await send(audio, { language, stream: true }, signal);
        const type = response.headers.get('content-type') ?? '';
        // Servers without streaming (whisper.cpp's) answer the whole transcript at once.
        if (!type.includes('text/event-stream') || !response.body) {
          const text = textOf(await response.text());
          if (text) yield text;
          return;
        }
        let streamed = '';
        for await (const data of eventData(response.body)) {
          if (data === '[DONE]') break;
          let json: unknown;
          try {
            json = JSON.parse(data);
          } catch {
            throw new TranscriptionUnavailable(
              `${SERVER} streamed an event that is not JSON`,
              'malformed',
            );
          }
          const event = streamEventSchema.safeParse(json);
          // Other events (logprobs, usage) carry no text.
          if (!event.success) continue;
          if (event.data.type === 'transcript.text.delta') {
            streamed += event.data.delta;
            yield event.data.delta;
          } else {
            // The final text; what the deltas did not bring yet comes now.
            if (event.data.text.startsWith(streamed)) {
              const rest = event.data.text.slice(streamed.length);
              if (rest) yield rest;
            }
            return;
          }
        }
        throw new TranscriptionUnavailable(
          `${SERVER} ended the stream before its final text`,
          'cut',
        );
      } catch (error) {
        if (outer?.aborted) throw outer.reason;
        throw unavailable(error, deadline);
      }
    },
  };
}
