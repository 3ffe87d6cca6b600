import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { LocaleCode } from '@contract/locales';
import { MAX_CHUNK_AUDIO_BYTES } from '@contract/speech';
import type { SpeechProvider, SynthesizedSpeech } from '../../providers/speech/speech-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';

/** One chunk to speak, and everything its sound depends on. */
export interface ChunkToSpeak {
  text: string;
  voice: string;
  locale: LocaleCode;
}

/** Normal speed: the cache key holds it, so a speed setting later gets its own files. */
const SPEED = 1;

const NEVER_ABORTED = new AbortController().signal;

/** Chunks being spoken in this copy, so a burst of plays of one reply speaks each once. */
const speaking = new Map<string, Promise<SynthesizedSpeech>>();

/** Where a chunk's audio is kept: by text, voice, language, speed and model. */
function speechCacheKey(provider: SpeechProvider, chunk: ChunkToSpeak): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([provider.modelName, chunk.voice, chunk.locale, SPEED, chunk.text]))
    .digest('hex');
  return `speech/${hash.slice(0, 2)}/${hash}.${provider.isDemo ? 'wav' : 'mp3'}`;
}

/**
 * A chunk's audio: from media storage when it was spoken before (replays cost the provider
 * nothing), else spoken now and stored. Rejects with `SpeechProviderError` when speaking fails.
 */
export function speakChunk(
  provider: SpeechProvider,
  storage: MediaStorage,
  chunk: ChunkToSpeak,
): Promise<SynthesizedSpeech> {
  const key = speechCacheKey(provider, chunk);
  const running = speaking.get(key);
  if (running) return running;
  const work = (async (): Promise<SynthesizedSpeech> => {
    const stored = await storage.get(key);
    if (stored) {
      return {
        bytes: await buffer(stored.body),
        contentType: stored.contentType as SynthesizedSpeech['contentType'],
      };
    }
    // The server owns the synthesis: a listener who leaves does not stop it (the next listener
    // gets it from the cache); the provider's own timeout bounds it.
    const speech = await provider.synthesize(
      { text: chunk.text, voice: chunk.voice, locale: chunk.locale, speed: SPEED },
      { signal: NEVER_ABORTED, maxBytes: MAX_CHUNK_AUDIO_BYTES },
    );
    await storage.put(key, speech.bytes, speech.contentType);
    return speech;
  })().finally(() => speaking.delete(key));
  speaking.set(key, work);
  return work;
}
