import type { FirstStep } from '@contract/enums';
import { useEffect, useRef } from 'react';
import { dismissFirstStep, useDueFirstStep } from './first-steps';

/** Her replies after which asking for a photo is suggested. */
const REPLIES_BEFORE_PHOTO_TIP = 3;

/**
 * Which guide a conversation shows above the composer: how to start before the first message,
 * what a message costs after the first reply, and asking for a photo a few replies later.
 */
export function useConversationFirstSteps({
  isLoaded,
  sentCount,
  hasNewReply,
}: {
  isLoaded: boolean;
  /** The person's messages loaded in this conversation. */
  sentCount: number;
  /** A reply arrived during this visit (an old chat opened is no moment for a guide). */
  hasNewReply: boolean;
}): FirstStep | null {
  const step = useDueFirstStep([
    ['guideFirstChat', isLoaded && sentCount === 0],
    ['pointHandling', hasNewReply && sentCount >= 1],
    ['fistAskPhoto', hasNewReply && sentCount >= REPLIES_BEFORE_PHOTO_TIP],
  ]);
  // Saying hello is what the first guide asks: once done, it counts as seen.
  const showedFirstChatGuide = useRef(false);
  if (step === 'guideFirstChat') showedFirstChatGuide.current = true;
  useEffect(() => {
    if (showedFirstChatGuide.current && sentCount > 0) {
      showedFirstChatGuide.current = false;
      dismissFirstStep('guideFirstChat');
    }
  }, [sentCount]);
  return step;
}
