import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { LOCALE_CODES } from '@contract/locales';
import { VOICE_MAX_BYTES } from '@contract/voice-input';
import { type Context, Hono } from 'hono';
import { ApiFailure } from '../api/api-failure';
import { BODY_TOO_LARGE, bodySourceOf, readLimitedBytes } from '../api/read-limited-body';
import type { Database } from '../db/database';
import { resolveSessionUid } from '../features/accounts/sessions';
import { loadOwnConversation, messageCostOrRefuse } from '../features/chat/conversation-access';
import { settleEnergy } from '../features/energy/energy';
import { assertChatNotLocked } from '../features/safety/chat-strikes';
import {
  transcribeRecording,
  transcriptionOrRefuse,
} from '../features/voice-input/transcribe-recording';
import type { Logger } from '../lib/logger';
import type { TranscriptionProvider } from '../providers/transcription/transcription-provider';
import { closeAfterAnswer } from './body-limits';

const STATUS_OF: Partial<Record<number, 400 | 403 | 413 | 415 | 422 | 503>> = {
  [REFUSAL_CODE.voiceInputOff]: 503,
  [REFUSAL_CODE.voiceTooLarge]: 413,
  [REFUSAL_CODE.voiceTooLong]: 413,
  [REFUSAL_CODE.voiceUnreadable]: 415,
  [REFUSAL_CODE.voiceTooShort]: 422,
  [REFUSAL_CODE.nothingHeard]: 422,
  [REFUSAL_CODE.transcriptionFailed]: 503,
  [REFUSAL_CODE.notEnoughEnergy]: 403,
};

const refuse = (c: Context, code: number, msg: string, status: number) =>
  c.json({ code, msg, data: null }, (status || 400) as 400);

const locales = new Set<string>(LOCALE_CODES);

/**
 * `POST /upload/voice?conversationId=…&lang=…`: a recording from the chat's microphone, the audio
 * itself as the body (like a photo upload) with `Authorization: Bearer {token}`. Answers its
 * transcript in the API's envelope; the client then sends that text as the message, through the
 * chat send (the safety check and the usual charge). The recording is never stored. Refused:
 * voice input off (2130), over 2 MB (2131), not audio (2132), over a minute (2133), under half a
 * second (2134), the server failing (2135), no words (2136), someone else's conversation, a chat
 * locked by strikes, nothing to pay for the message with (2012).
 */
export function voiceUploadRoutes(
  db: Database,
  transcription: TranscriptionProvider | null,
  log: Logger,
) {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const uid = token ? await resolveSessionUid(db, token) : null;
    if (!uid) return refuse(c, API_CODE.loginNeeded, 'Please sign in', 401);
    const conversationId = c.req.query('conversationId') ?? '';
    const lang = c.req.query('lang');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(conversationId) || (lang && !locales.has(lang))) {
      closeAfterAnswer(c);
      return refuse(c, API_CODE.badParams, 'conversationId and lang must be given right', 400);
    }
    try {
      const provider = transcriptionOrRefuse(transcription);
      // Whose conversation and whether it takes messages, before reading a byte of audio.
      await loadOwnConversation(db, uid, conversationId);
      await assertChatNotLocked(db, uid);
      // Transcribing is paid for by the message it becomes: someone who cannot pay for one now
      // (energy settled to this hour, then coins) is told so before any audio is read.
      const user = await db.transaction((tx) => settleEnergy(tx, uid));
      if (user) messageCostOrRefuse(user);
      const recording = await readLimitedBytes(bodySourceOf(c), VOICE_MAX_BYTES);
      if (recording === BODY_TOO_LARGE) {
        closeAfterAnswer(c);
        throw new ApiFailure(
          REFUSAL_CODE.voiceTooLarge,
          `A voice message may be at most ${VOICE_MAX_BYTES / 1024 / 1024} MB`,
        );
      }
      const { text, durationSeconds } = await transcribeRecording(provider, recording, {
        language: lang,
        log,
        signal: c.req.raw.signal,
      });
      return c.json({ code: API_CODE.success, msg: '', data: { text, durationSeconds } });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      // A refusal before the body was read leaves it on the connection.
      closeAfterAnswer(c);
      return refuse(c, error.code, error.message, STATUS_OF[error.code] ?? 400);
    }
  });
  return routes;
}
