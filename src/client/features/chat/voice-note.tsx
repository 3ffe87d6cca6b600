import type { ChatMessage } from '@contract/api/chat-endpoints';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

type VoiceNoteData = NonNullable<ChatMessage['voiceNote']>;

/** 0:07, 1:23. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Her voice note: a play button, the note's waveform filling as it plays, and its length. It
 * stops when the bubble leaves the screen (the chat is left, or scrolled far away).
 */
export function VoiceNote({ note }: { note: VoiceNoteData }) {
  const { t } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [played, setPlayed] = useState(0);

  useEffect(() => {
    const element = audio.current;
    return () => element?.pause();
  }, []);

  const toggle = (event: React.MouseEvent) => {
    // The bubble opens its actions on a tap; this tap is the button's alone.
    event.stopPropagation();
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setIsPlaying(false));
    else element.pause();
  };
  const progress = note.seconds > 0 ? played / note.seconds : 0;
  return (
    <div className="voice-note">
      <button
        type="button"
        className="voice-note__play"
        aria-label={isPlaying ? t`Pause her voice note` : t`Play her voice note`}
        onClick={toggle}
      >
        <span aria-hidden="true">{isPlaying ? '❚❚' : '▶'}</span>
      </button>
      <span className="voice-note__wave" aria-hidden="true">
        {note.waveform.map((level, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a note's bars never reorder
            key={index}
            className={index / note.waveform.length < progress ? 'voice-note__bar--played' : ''}
            style={{ height: `${Math.max(8, level)}%` }}
          />
        ))}
      </span>
      <span className="voice-note__time">
        {clock(isPlaying || played > 0 ? played : note.seconds)}
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: her words are the reply's text right beside it */}
      <audio
        ref={audio}
        src={note.url}
        preload="none"
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
        onEnded={() => {
          setIsPlaying(false);
          setPlayed(0);
        }}
        onTimeUpdate={(event) => setPlayed(event.currentTarget.currentTime)}
      />
    </div>
  );
}
