import { useBridge } from '@client/bridge/bridge-context';
import { showToast } from '@client/components/toast/toast-store';
import { REFUSAL_CODE } from '@contract/api-codes';
import { VOICE_MAX_BYTES, VOICE_MAX_SECONDS, VOICE_MIN_SECONDS } from '@contract/voice-input';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { canRecord, openMicrophone, recordingMimeType, releaseMicrophone } from './microphone';
import { transcribeVoice, VoiceRefused } from './voice-upload';
import './voice-recorder.css';

export interface VoiceRecorderButtonProps {
  conversationId: string;
  /** Sending is closed (a reply is being written, nothing to pay with). */
  disabled: boolean;
  /** The recording's transcript, to send as the person's message. */
  onTranscript(text: string): void;
}

type RecorderState = 'idle' | 'starting' | 'recording' | 'sending';

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  startedAt: number;
  /** Sent when it stops (released), or dropped (cancelled, or the screen left). */
  send: boolean;
  limit: ReturnType<typeof setTimeout>;
}

function MicrophoneIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10v1a7 7 0 0 0 14 0v-1" />
      <path d="M12 18v4" />
    </svg>
  );
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Hold to talk: records with MediaRecorder while the button is held (pointer, or Space/Enter),
 * sends the recording to be transcribed when it is let go, and hands the words on to be sent as
 * the message. Stops by itself at the length limit; a tap too short to hold words is not sent.
 * Never uses the Web Speech API, which fails inside Telegram's Mini Apps.
 */
export default function VoiceRecorderButton({
  conversationId,
  disabled,
  onTranscript,
}: VoiceRecorderButtonProps) {
  const { t, i18n } = useLingui();
  const bridge = useBridge();
  const keepMicrophone = bridge.mode === 'telegram';
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const recording = useRef<Recording | null>(null);
  /** Let go before the microphone was open: nothing is recorded. */
  const releasedEarly = useRef(false);
  const transcriptHandler = useRef(onTranscript);
  transcriptHandler.current = onTranscript;

  const refusalText = (error: unknown) => {
    const code = error instanceof VoiceRefused ? error.code : null;
    switch (code) {
      case REFUSAL_CODE.voiceTooLong:
      case REFUSAL_CODE.voiceTooLarge:
        return t`A voice message can be at most ${VOICE_MAX_SECONDS} seconds long`;
      case REFUSAL_CODE.voiceTooShort:
      case REFUSAL_CODE.voiceUnreadable:
      case REFUSAL_CODE.nothingHeard:
        return t`No words were heard. Hold the microphone while you talk.`;
      case REFUSAL_CODE.transcriptionFailed:
        return t`Your voice message could not be turned into text. Try again, or type it.`;
      case REFUSAL_CODE.voiceInputOff:
        return t`Voice messages are not available right now`;
      default:
        return t`Your voice message could not be sent. Try again.`;
    }
  };

  const finish = async (done: Recording) => {
    releaseMicrophone(done.stream, keepMicrophone);
    recording.current = null;
    const seconds = (performance.now() - done.startedAt) / 1000;
    if (!done.send) {
      setState('idle');
      return;
    }
    if (seconds < VOICE_MIN_SECONDS) {
      showToast(t`Hold the microphone while you talk`);
      setState('idle');
      return;
    }
    const audio = new Blob(done.chunks, { type: done.recorder.mimeType || 'audio/webm' });
    if (audio.size > VOICE_MAX_BYTES) {
      showToast(t`A voice message can be at most ${VOICE_MAX_SECONDS} seconds long`);
      setState('idle');
      return;
    }
    setState('sending');
    try {
      const text = await transcribeVoice(audio, { conversationId, lang: i18n.locale });
      transcriptHandler.current(text);
    } catch (error) {
      showToast(refusalText(error));
    } finally {
      setState('idle');
    }
  };

  const stop = (send: boolean) => {
    const current = recording.current;
    if (!current) {
      releasedEarly.current = true;
      return;
    }
    clearTimeout(current.limit);
    current.send = send;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  };

  const start = async () => {
    if (disabled || state !== 'idle') return;
    if (!canRecord()) {
      showToast(t`This browser cannot record voice messages`);
      return;
    }
    releasedEarly.current = false;
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await openMicrophone(keepMicrophone);
    } catch {
      showToast(t`Allow the microphone to send voice messages`);
      setState('idle');
      return;
    }
    if (releasedEarly.current) {
      releaseMicrophone(stream, keepMicrophone);
      showToast(t`Hold the microphone while you talk`);
      setState('idle');
      return;
    }
    const mimeType = recordingMimeType();
    const recorder = new MediaRecorder(
      stream,
      mimeType ? { mimeType, audioBitsPerSecond: 32_000 } : undefined,
    );
    const current: Recording = {
      recorder,
      stream,
      chunks: [],
      startedAt: performance.now(),
      send: true,
      // At the limit the recording stops and goes as it is.
      limit: setTimeout(() => stop(true), VOICE_MAX_SECONDS * 1000 - 250),
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    };
    recorder.onstop = () => void finish(current);
    recording.current = current;
    recorder.start();
    setElapsed(0);
    setState('recording');
  };

  // The seconds so far, while recording.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => {
      const current = recording.current;
      if (current) setElapsed((performance.now() - current.startedAt) / 1000);
    }, 250);
    return () => clearInterval(timer);
  }, [state]);

  // Leaving the screen drops a recording in progress (and one whose microphone is opening).
  useEffect(
    () => () => {
      releasedEarly.current = true;
      const current = recording.current;
      if (!current) return;
      clearTimeout(current.limit);
      current.send = false;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
    },
    [],
  );

  const isRecording = state === 'recording';
  return (
    <span className="voice-recorder">
      <button
        type="button"
        className={`icon-button voice-recorder__button${isRecording ? ' voice-recorder__button--on' : ''}`}
        aria-label={t`Hold to record a voice message`}
        aria-pressed={isRecording}
        disabled={disabled || state === 'sending'}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          void start();
        }}
        onPointerUp={() => stop(true)}
        onPointerCancel={() => stop(false)}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
            event.preventDefault();
            void start();
          }
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') stop(true);
        }}
        onContextMenu={(event) => event.preventDefault()}
      >
        <MicrophoneIcon />
      </button>
      <span className="voice-recorder__status" role="status">
        {isRecording
          ? t`Recording ${clock(elapsed)} of ${clock(VOICE_MAX_SECONDS)}. Let go to send.`
          : state === 'sending'
            ? t`Turning your voice into text…`
            : ''}
      </span>
    </span>
  );
}
