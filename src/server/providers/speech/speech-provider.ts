import type { LocaleCode } from '@contract/locales';

/** One voice a speech provider offers. */
export interface SpeechVoice {
  /** What the provider is asked for (`voice` of `/v1/audio/speech`). */
  id: string;
  /** A name to show; the demo voice's are labelled "demo voice" by the UI through `isDemo`. */
  name: string;
}

/** One piece of text to speak. */
interface SpeechRequest {
  text: string;
  voice: string;
  /** The language of the text: the demo voice picks its pronunciation from it. */
  locale: LocaleCode;
  /** 0.25–4, 1 is normal. */
  speed: number;
}

export interface SynthesizedSpeech {
  bytes: Buffer;
  contentType: SpeechContentType;
}

export type SpeechContentType = 'audio/mpeg' | 'audio/wav';

export interface SpeechProvider {
  /** The model name the cache key and the ledger record. */
  readonly modelName: string;
  readonly isDemo: boolean;
  /** The voices to choose from: the provider's own list, else the configured one. */
  listVoices(): Promise<SpeechVoice[]>;
  /** Whether this provider speaks the locale acceptably (the Listen button says so when not). */
  speaksLocale(locale: LocaleCode): boolean;
  /**
   * Speaks one chunk of text. Rejects with `SpeechProviderError` when the provider fails or the
   * audio passes `maxBytes`, or with the signal's reason once the caller aborts.
   */
  synthesize(
    request: SpeechRequest,
    options: { signal: AbortSignal; maxBytes: number },
  ): Promise<SynthesizedSpeech>;
}

/** A synthesis failure; `retryable` when a later try may work (5xx, timeout, a cut stream). */
export class SpeechProviderError extends Error {
  override name = 'SpeechProviderError';

  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
