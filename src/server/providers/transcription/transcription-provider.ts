/** Audio ready for a transcription server: 16 kHz mono 16-bit WAV (`prepareVoiceAudio`). */
export interface VoiceAudio {
  wav: Buffer;
  /** Its length in seconds. */
  durationSeconds: number;
}

export interface TranscribeOptions {
  /** The speaker's language as an ISO 639-1 code (`en`, `ar`, `zh`), a hint for the model. */
  language?: string;
  /** Stops the call (the caller went away); the provider's own timeout applies too. */
  signal?: AbortSignal;
}

/** Why a transcription failed: the server's answer or its silence, never the user's audio. */
export type TranscriptionFailure = 'timeout' | 'unreachable' | 'status' | 'malformed' | 'cut';

export class TranscriptionUnavailable extends Error {
  override name = 'TranscriptionUnavailable';

  constructor(
    message: string,
    readonly failure: TranscriptionFailure,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Speech to text. `transcribe` answers the whole transcript; `transcribeStream` yields it in
 * pieces as the server sends them (a server that does not stream yields it in one piece), for a
 * later push-to-talk call that shows the words while they come.
 */
export interface TranscriptionProvider {
  readonly name: string;
  readonly model: string;
  transcribe(audio: VoiceAudio, options?: TranscribeOptions): Promise<string>;
  transcribeStream(audio: VoiceAudio, options?: TranscribeOptions): AsyncIterable<string>;
}
