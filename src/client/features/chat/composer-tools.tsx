import { CameraIcon, GiftIcon } from '@client/components/icons/icons';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

// The microphone's recorder loads only where voice messages are on (a speech-to-text server).
const VoiceRecorderButton = lazy(() => import('./voice/voice-recorder-button'));

export interface ComposerToolsProps {
  conversationId: string;
  /** A reply is being written or a message sent: one at a time. */
  isBusy: boolean;
  /** The user has the energy or coins for a message (a visitor on the tour always has). */
  canPay: boolean;
  hasGifts: boolean;
  /** Voice messages are on and the user is signed in. */
  hasVoiceInput: boolean;
  onOpenGifts(): void;
  onAskForPhoto(): void;
  onTranscript(text: string): void;
}

/** The buttons beside the composer: a gift, a photo, and a voice message where it is on. */
export function ComposerTools({
  conversationId,
  isBusy,
  canPay,
  hasGifts,
  hasVoiceInput,
  onOpenGifts,
  onAskForPhoto,
  onTranscript,
}: ComposerToolsProps) {
  const { t } = useLingui();
  return (
    <>
      {hasGifts && (
        <button
          type="button"
          className="icon-button"
          aria-label={t`Send a gift`}
          disabled={isBusy}
          onClick={onOpenGifts}
        >
          <GiftIcon />
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={t`Ask for a photo`}
        disabled={isBusy || !canPay}
        onClick={onAskForPhoto}
      >
        <CameraIcon />
      </button>
      {hasVoiceInput && (
        <Suspense fallback={null}>
          <VoiceRecorderButton
            conversationId={conversationId}
            disabled={isBusy || !canPay}
            onTranscript={onTranscript}
          />
        </Suspense>
      )}
    </>
  );
}
