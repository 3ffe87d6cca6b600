import { isLocaleCode } from '@contract/locales';
import { speechChunks, spokenText } from '@contract/speech';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { conversations, type MessageVoiceNote, messages } from '../../db/schema/conversations';
import { media } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import type { Logger } from '../../lib/logger';
import { newOpaqueId } from '../../lib/secrets';
import type { SpeechProvider } from '../../providers/speech/speech-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';
import type { VoiceNoteMaker } from '../chat/chat-services';
import type { ReadyNotices } from '../telegram-bot/ready-notices';
import { toOggOpus } from './ogg-opus';
import { replyLanguage } from './reply-language';
import { type PaidPlay, payForPlay, refundPlay, textHashOf } from './speech-charge';
import { voiceOf } from './voice-choice';
import { asksForVoiceNote } from './voice-request';

/** The longest part of a reply a voice note speaks (about half a minute). */
const VOICE_NOTE_MAX_CHARACTERS = 500;
/** Unasked, she speaks one reply in this many (by reply id), when it is short. */
const SPONTANEOUS_NOTE_EVERY = 8;
/** An unasked note only for a reply this short: a whisper, not a speech. */
const SPONTANEOUS_MAX_CHARACTERS = 200;
/**
 * Unasked notes being made at once, per server copy. A reply waits for its note before it ends, and
 * a voice speaks one note after another: past this, a crowd of replies would queue behind notes
 * nobody asked for (seconds each under load). A reply that finds the voice busy stays text.
 */
const SPONTANEOUS_AT_ONCE = 2;
/** The largest voice note's speech, before it is made Opus. */
const MAX_NOTE_AUDIO_BYTES = 8_000_000;

/** The ledger's model name of a voice note: apart from Listen, so a note and a play are each paid. */
const noteModel = (provider: SpeechProvider) => `${provider.modelName}#note`;

/** The chunks of a reply that fit a voice note. */
function noteText(spoken: string): string {
  let text = '';
  for (const chunk of speechChunks(spoken)) {
    const joined = text ? `${text} ${chunk}` : chunk;
    if (joined.length > VOICE_NOTE_MAX_CHARACTERS) break;
    text = joined;
  }
  return text;
}

/**
 * Her voice notes: always when the user asked for one (paid like Listen; without the energy or
 * coins the reply stays text), and unasked now and then for a short reply (free) when her voice is
 * not busy with others. The note is
 * Opus in Ogg in media storage, a public media row with an unguessable id, stored on the reply;
 * a reply nobody is reading also goes to the bot chat as a Telegram voice message.
 */
export function createVoiceNotes(options: {
  db: Database;
  speech: SpeechProvider;
  storage: MediaStorage;
  log: Logger;
  /** The bot's messages; read when a note is made, as createApp sets them after this. */
  readyNotices: () => ReadyNotices | null;
}): VoiceNoteMaker {
  const { db, speech, storage, log } = options;
  let spontaneousInMaking = 0;
  return {
    async make(candidate) {
      const spoken = spokenText(candidate.content);
      const text = noteText(spoken);
      const isAsked = asksForVoiceNote(candidate.userMessage);
      const isSpontaneous =
        !isAsked &&
        !candidate.sendsPhoto &&
        candidate.replyId % SPONTANEOUS_NOTE_EVERY === 0 &&
        spoken.length <= SPONTANEOUS_MAX_CHARACTERS &&
        spontaneousInMaking < SPONTANEOUS_AT_ONCE;
      if (!text || !(isAsked || isSpontaneous)) return null;
      if (isSpontaneous) spontaneousInMaking++;
      let play: PaidPlay | null = null;
      try {
        const [row] = await db
          .select({
            userId: conversations.userId,
            lang: users.lang,
            characterId: conversations.characterId,
            chosen: conversations.voice,
            characterVoice: characters.voice,
          })
          .from(conversations)
          .innerJoin(characters, eq(characters.id, conversations.characterId))
          .innerJoin(users, eq(users.id, conversations.userId))
          .where(eq(conversations.id, candidate.conversationId))
          .limit(1);
        if (!row) return null;
        const locale = replyLanguage(spoken, isLocaleCode(row.lang) ? row.lang : 'en');
        if (!speech.speaksLocale(locale)) return null;
        const voice = voiceOf(
          row.chosen ?? row.characterVoice,
          row.characterId,
          await speech.listVoices(),
        );
        if (!voice) return null;
        if (isAsked) {
          play = await payForPlay(
            db,
            {
              userId: row.userId,
              messageId: candidate.replyId,
              textHash: textHashOf(text),
              voice,
              model: noteModel(speech),
            },
            text.length,
          );
        }
        const speechAudio = await speech.synthesize(
          { text, voice, locale, speed: 1 },
          { signal: AbortSignal.timeout(120_000), maxBytes: MAX_NOTE_AUDIO_BYTES },
        );
        const note = await toOggOpus(speechAudio.bytes);
        const mediaId = newOpaqueId();
        const storageKey = `voice-notes/${mediaId.slice(0, 2)}/${mediaId}.ogg`;
        await storage.put(storageKey, note.bytes, 'audio/ogg');
        const voiceNote: MessageVoiceNote = {
          mediaId,
          seconds: note.seconds,
          waveform: note.waveform,
        };
        await db.transaction(async (tx) => {
          // Owned by the user whose chat it is, so deleting the reply or the chat removes it.
          await tx
            .insert(media)
            .values({ id: mediaId, contentType: 'audio/ogg', storageKey, ownerId: row.userId });
          await tx.update(messages).set({ voiceNote }).where(eq(messages.id, candidate.replyId));
        });
        if (candidate.isUnseen) {
          await options.readyNotices()?.sendVoiceNote({
            userId: row.userId,
            audio: note.bytes,
            seconds: note.seconds,
          });
        }
        return voiceNote;
      } catch (error) {
        // Not enough energy or coins (nothing was charged), or the voice failed (paid back).
        log.warn({ err: error, replyId: candidate.replyId }, 'voice note not made');
        if (play) await refundPlay(db, play).catch(() => {});
        return null;
      } finally {
        if (isSpontaneous) spontaneousInMaking--;
      }
    },
  };
}
