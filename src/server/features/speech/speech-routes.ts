import {
  characterVoiceSetEndpoint,
  conversationVoiceSetEndpoint,
  listenEndpoint,
  voicePreviewEndpoint,
  voicesEndpoint,
} from '@contract/api/speech-endpoints';
import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { speechChunks, spokenText } from '@contract/speech';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { type SpeechProvider, SpeechProviderError } from '../../providers/speech/speech-provider';
import { answerLanguage } from '../characters/character-views';
import { replyLanguage } from './reply-language';
import { allowanceLeft, payForPlay, refundPlay, textHashOf } from './speech-charge';
import {
  loadConversationVoices,
  loadOwnCharacterVoice,
  loadOwnReply,
  setCharacterVoice,
  setConversationVoice,
} from './speech-queries';
import { speakChunk } from './spoken-chunks';
import { voiceOf } from './voice-choice';
import { VOICE_SAMPLES } from './voice-samples';

/** Refuses a voice the provider does not offer (2124). */
async function assertOffered(speech: SpeechProvider, voiceId: string) {
  const voices = await speech.listVoices();
  if (!voices.some((voice) => voice.id === voiceId)) {
    throw new ApiFailure(REFUSAL_CODE.speechVoiceUnknown, 'This voice is not offered');
  }
  return voices;
}

export const speechRoutes = [
  implement(listenEndpoint, async ({ messageId, index, lang }, context) => {
    const userId = signedInUid(context);
    const { speech, storage } = context.services;
    const [reply, user] = await Promise.all([
      loadOwnReply(context.db, userId, Number(messageId)),
      loadUser(context.db, userId),
    ]);
    const spoken = spokenText(reply.content);
    const chunks = speechChunks(spoken);
    if (chunks.length === 0) {
      throw new ApiFailure(REFUSAL_CODE.speechNothingToSay, 'This reply has nothing to say aloud');
    }
    const text = chunks[index];
    if (text === undefined) {
      throw new ApiFailure(API_CODE.badParams, `index: the reply has ${chunks.length} chunks`);
    }
    const locale = replyLanguage(spoken, answerLanguage(lang, user.lang));
    if (!speech.speaksLocale(locale)) {
      throw new ApiFailure(REFUSAL_CODE.speechLanguage, 'Her voice does not speak this language');
    }
    const chosen = reply.conversationVoice ?? reply.characterVoice;
    const voice = voiceOf(chosen, reply.characterId, await speech.listVoices());
    if (!voice) {
      throw new ApiFailure(REFUSAL_CODE.speechFailed, 'No voice is configured (TTS_VOICES)');
    }
    const play = await payForPlay(
      context.db,
      {
        userId,
        messageId: Number(messageId),
        textHash: textHashOf(spoken),
        voice,
        model: speech.modelName,
      },
      spoken.length,
    );
    try {
      const audio = await speakChunk(speech, storage, { text, voice, locale });
      return {
        index,
        count: chunks.length,
        contentType: audio.contentType,
        audio: audio.bytes.toString('base64'),
        charged: play.charged,
      };
    } catch (error) {
      if (!(error instanceof SpeechProviderError)) throw error;
      context.log.warn({ err: error, messageId }, 'speech synthesis failed; the play is refunded');
      await refundPlay(context.db, play);
      throw new ApiFailure(
        REFUSAL_CODE.speechFailed,
        'Her voice failed this time; what it cost came back',
      );
    }
  }),

  implement(voicesEndpoint, async ({ conversationId, characterId, lang }, context) => {
    const userId = signedInUid(context);
    const { speech } = context.services;
    const [user, voices, chosen] = await Promise.all([
      loadUser(context.db, userId),
      speech.listVoices(),
      conversationId
        ? loadConversationVoices(context.db, userId, conversationId)
        : characterId
          ? loadOwnCharacterVoice(context.db, userId, characterId).then((row) => ({
              conversationVoice: null,
              characterVoice: row.voice,
              characterId: row.id,
            }))
          : null,
    ]);
    return {
      voices,
      isDemo: speech.isDemo,
      speaksLanguage: speech.speaksLocale(answerLanguage(lang, user.lang)),
      voiceId: chosen
        ? voiceOf(chosen.conversationVoice ?? chosen.characterVoice, chosen.characterId, voices)
        : null,
      allowanceLeft: await allowanceLeft(context.db, user),
    };
  }),

  implement(conversationVoiceSetEndpoint, async ({ conversationId, voiceId }, context) => {
    const userId = signedInUid(context);
    const { speech } = context.services;
    const chosen = await loadConversationVoices(context.db, userId, conversationId);
    const voices =
      voiceId === null ? await speech.listVoices() : await assertOffered(speech, voiceId);
    await setConversationVoice(context.db, conversationId, voiceId);
    return { voiceId: voiceOf(voiceId ?? chosen.characterVoice, chosen.characterId, voices) };
  }),

  implement(voicePreviewEndpoint, async ({ voiceId, lang }, context) => {
    const userId = signedInUid(context);
    const { speech, storage } = context.services;
    await assertOffered(speech, voiceId);
    const asked = answerLanguage(lang, (await loadUser(context.db, userId)).lang);
    const locale = speech.speaksLocale(asked) ? asked : 'en';
    try {
      // Cached like any chunk: each voice's sample is spoken once per language.
      const audio = await speakChunk(speech, storage, {
        text: VOICE_SAMPLES[locale],
        voice: voiceId,
        locale,
      });
      return { contentType: audio.contentType, audio: audio.bytes.toString('base64') };
    } catch (error) {
      if (!(error instanceof SpeechProviderError)) throw error;
      throw new ApiFailure(REFUSAL_CODE.speechFailed, 'This voice could not be played now');
    }
  }),

  implement(characterVoiceSetEndpoint, async ({ characterId, voiceId }, context) => {
    const userId = signedInUid(context);
    await loadOwnCharacterVoice(context.db, userId, characterId);
    await assertOffered(context.services.speech, voiceId);
    await setCharacterVoice(context.db, characterId, voiceId);
    return { voiceId };
  }),
];
