import { REFUSAL_CODE } from '@contract/api-codes';
import { MAX_MESSAGE_LENGTH } from '@contract/api/chat-endpoints';
import { VOICE_MAX_SECONDS, VOICE_MIN_SECONDS } from '@contract/voice-input';
import { ApiFailure } from '../../api/api-failure';
import type { Logger } from '../../lib/logger';
import {
  prepareVoiceAudio,
  VoiceAudioRefused,
} from '../../providers/transcription/prepare-voice-audio';
import {
  type TranscriptionProvider,
  TranscriptionUnavailable,
} from '../../providers/transcription/transcription-provider';

/** Longest a recording may take to decode: a minute of Opus decodes in well under a second. */
const DECODE_TIMEOUT_MS = 20_000;

const REFUSALS = {
  'not-audio': [REFUSAL_CODE.voiceUnreadable, 'The recording could not be read as audio'],
  'too-long': [
    REFUSAL_CODE.voiceTooLong,
    `A voice message may be at most ${VOICE_MAX_SECONDS} seconds long`,
  ],
  'too-short': [REFUSAL_CODE.voiceTooShort, 'The recording is too short: hold to talk longer'],
} as const;

/** The transcription service, or the refusal saying voice input is off. */
export function transcriptionOrRefuse(
  provider: TranscriptionProvider | null,
): TranscriptionProvider {
  if (!provider) {
    throw new ApiFailure(REFUSAL_CODE.voiceInputOff, 'Voice messages are not available here');
  }
  return provider;
}

/**
 * A user's recording as the text of a chat message: decoded within the limits, transcribed in
 * `language`, and cut to a message's length. Refuses (ApiFailure) audio outside the limits, a
 * failed transcription and one with no words. The recording itself is never stored.
 */
export async function transcribeRecording(
  provider: TranscriptionProvider,
  recording: Uint8Array,
  options: { language: string | undefined; log: Logger; signal?: AbortSignal },
): Promise<{ text: string; durationSeconds: number }> {
  const decodeSignal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(DECODE_TIMEOUT_MS)])
    : AbortSignal.timeout(DECODE_TIMEOUT_MS);
  let audio: Awaited<ReturnType<typeof prepareVoiceAudio>>;
  try {
    audio = await prepareVoiceAudio(recording, {
      minSeconds: VOICE_MIN_SECONDS,
      maxSeconds: VOICE_MAX_SECONDS,
      signal: decodeSignal,
    });
  } catch (error) {
    if (!(error instanceof VoiceAudioRefused)) throw error;
    const [code, message] = REFUSALS[error.reason];
    throw new ApiFailure(code, message);
  }
  let text: string;
  try {
    text = await provider.transcribe(audio, {
      // Whisper servers take ISO 639-1: `zh-hant` is `zh`.
      language: options.language?.split('-')[0],
      signal: options.signal,
    });
  } catch (error) {
    if (!(error instanceof TranscriptionUnavailable)) throw error;
    options.log.warn({ err: error, failure: error.failure }, 'transcription failed');
    throw new ApiFailure(
      REFUSAL_CODE.transcriptionFailed,
      'Your voice message could not be turned into text just now: try again, or type it',
    );
  }
  const words = text.replace(/\s+/g, ' ').trim().slice(0, MAX_MESSAGE_LENGTH).trim();
  if (!words) {
    throw new ApiFailure(REFUSAL_CODE.nothingHeard, 'No words were heard in the recording');
  }
  return { text: words, durationSeconds: audio.durationSeconds };
}
