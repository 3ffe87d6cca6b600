import { useLingui } from '@lingui/react/macro';
import type { PlayerState } from './use-reply-player';

/** The Listen button under one of her replies: starts, shows loading, and stops her voice. */
export function ListenButton({
  messageId,
  player,
  isDemo,
  onListen,
  onStop,
}: {
  messageId: string;
  player: PlayerState | null;
  /** The voice is the embedded demo voice: the button says so. */
  isDemo: boolean;
  onListen(messageId: string): void;
  onStop(): void;
}) {
  const { t } = useLingui();
  const phase = player?.messageId === messageId ? player.phase : null;
  const label =
    phase === 'loading' ? t`Loading her voice…` : phase === 'playing' ? t`Stop` : t`Listen`;
  return (
    <button
      type="button"
      className="bubble__listen"
      aria-pressed={phase !== null}
      onClick={(event) => {
        // The bubble opens its actions on a tap; this tap is the button's alone.
        event.stopPropagation();
        if (phase) onStop();
        else onListen(messageId);
      }}
    >
      <span aria-hidden="true">{phase === 'playing' ? '■' : '▶'}</span> {label}
      {isDemo && <span className="bubble__listen-demo">{t`demo voice`}</span>}
    </button>
  );
}
