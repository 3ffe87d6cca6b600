/**
 * The microphone for voice messages. Inside Telegram the stream is asked for once and kept for
 * the session: Android's Telegram asks the person again on every `getUserMedia`. Elsewhere it
 * is let go after each recording, so the browser's "recording" sign goes off with it.
 */
let kept: Promise<MediaStream> | null = null;

const isLive = (stream: MediaStream) =>
  stream.getAudioTracks().some((track) => track.readyState === 'live');

function askForMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 },
  });
}

/** Whether this browser can record at all (a secure page with MediaRecorder). */
export function canRecord(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** A live microphone stream; `keep` holds it for the rest of the session (inside Telegram). */
export async function openMicrophone(keep: boolean): Promise<MediaStream> {
  if (!keep) return askForMicrophone();
  if (kept) {
    const stream = await kept.catch(() => null);
    if (stream && isLive(stream)) return stream;
  }
  kept = askForMicrophone();
  // A refusal is not kept: the next press asks again.
  kept.catch(() => {
    kept = null;
  });
  return kept;
}

/** Lets go of a stream that is not kept for the session. */
export function releaseMicrophone(stream: MediaStream, keep: boolean): void {
  if (keep) return;
  for (const track of stream.getTracks()) track.stop();
}

/** The recording format this browser makes: Opus in WebM or Ogg, else whatever it has (Safari: MP4). */
export function recordingMimeType(): string | undefined {
  const candidates = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];
  return candidates.find((type) => MediaRecorder.isTypeSupported(type));
}
