import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { showToast } from '@client/components/toast/toast-store';
import { ApiError } from '@client/lib/api/api-error';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import {
  SPEECH_COINS_PER_THOUSAND,
  SPEECH_ENERGY_PER_THOUSAND,
  speechPrice,
  spokenText,
} from '@contract/speech';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { listVoices } from './api/list-voices';
import { useReplyPlayer } from './use-reply-player';

/** The query key of a conversation's voices, shared with the voice picker. */
export const voicesQueryKey = (conversationId: string) =>
  ['speech-voices', conversationId] as const;

/**
 * Listening to her replies in one conversation: the price said (and accepted) before the first
 * paid Listen, the player, and her voice's refusals in words.
 */
export function useListen(conversationId: string) {
  const { t } = useLingui();
  const profile = useAtomValue(profileAtom);
  const voices = useApiQuery({
    queryKey: voicesQueryKey(conversationId),
    queryFn: () => listVoices({ conversationId }),
  });
  const onCharged = useCallback(() => void refreshProfile(), []);
  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === REFUSAL_CODE.speechNotEnough) {
        showToast(t`Not enough energy or coins to hear her voice`);
      } else if (error instanceof ApiError && error.code === REFUSAL_CODE.speechLanguage) {
        showToast(t`Her voice does not speak this language yet`);
      } else if (error instanceof ApiError && error.code === REFUSAL_CODE.speechFailed) {
        showToast(t`Her voice failed this time; what it cost came back`);
      } else if (error instanceof ApiError && error.code === REFUSAL_CODE.speechNothingToSay) {
        showToast(t`This reply has nothing to say aloud`);
      } else {
        showToast(error instanceof ApiError ? error.message : t`Her voice could not be played`);
      }
    },
    [t],
  );
  const player = useReplyPlayer({ onCharged, onError });

  /** Says the price once, before the first Listen that costs something. */
  const acceptsPrice = async (message: ChatMessage): Promise<boolean> => {
    if (storage.get(STORAGE_KEYS.speechPriceSeen) || !profile) return true;
    const price = speechPrice(spokenText(message.content).length, {
      ...profile.user,
      allowanceLeft: voices.data?.allowanceLeft ?? 0,
    });
    if (price?.currency === 'allowance') return true;
    const answer = await openConfirmDialog({
      title: t`Hear her voice`,
      message:
        price?.currency === 'gold'
          ? t`Listening costs ${SPEECH_COINS_PER_THOUSAND} coins per started 1,000 characters once your energy is out; this reply costs ${price.amount} coins. Replays are free.`
          : t`Listening costs ${SPEECH_ENERGY_PER_THOUSAND} energy per started 1,000 characters; this reply costs ${price?.amount ?? SPEECH_ENERGY_PER_THOUSAND} energy. Replays are free.`,
      confirmText: t`Listen`,
    });
    if (answer !== 'confirm') return false;
    storage.set(STORAGE_KEYS.speechPriceSeen, '1');
    return true;
  };

  const listen = async (message: ChatMessage) => {
    if (voices.data && !voices.data.speaksLanguage) {
      showToast(
        voices.data.isDemo
          ? t`The demo voice does not speak this language`
          : t`Her voice does not speak this language yet`,
      );
      return;
    }
    if (!(await acceptsPrice(message))) return;
    await player.play(message.id);
  };

  return { state: player.state, stop: player.stop, listen, isDemo: voices.data?.isDemo ?? false };
}
