import type { EndpointOutput } from '@contract/api/endpoint';
import type { listenEndpoint } from '@contract/api/speech-endpoints';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listenToReply } from './api/listen';

type Chunk = EndpointOutput<typeof listenEndpoint>;

/** What the player is doing with which reply. */
export interface PlayerState {
  messageId: string;
  phase: 'loading' | 'playing';
}

interface Session {
  messageId: string;
  audio: HTMLAudioElement;
  isStopped: boolean;
  /** Ends the wait for the chunk playing now. */
  release: () => void;
}

/**
 * A moment of silence (a WAV of 1 sample): played at once on the press, it unlocks the audio
 * element on phones, which refuse to start sound later than the tap (iOS Safari, Telegram).
 */
const SILENCE = `data:audio/wav;base64,${btoa(
  String.fromCharCode(
    ...[82, 73, 70, 70, 38, 0, 0, 0, 87, 65, 86, 69, 102, 109, 116, 32, 16, 0, 0, 0, 1, 0, 1, 0],
    ...[68, 172, 0, 0, 136, 88, 1, 0, 2, 0, 16, 0, 100, 97, 116, 97, 2, 0, 0, 0, 0, 0],
  ),
)}`;

/** A chunk's audio as an address the audio element plays. */
function audioUrlOf(chunk: Chunk): string {
  const bytes = Uint8Array.from(atob(chunk.audio), (character) => character.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: chunk.contentType }));
}

/** Plays one chunk to its end (or until the session stops). */
function playChunk(session: Session, chunk: Chunk): Promise<void> {
  const url = audioUrlOf(chunk);
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      session.audio.onended = null;
      session.audio.onerror = null;
      URL.revokeObjectURL(url);
      resolve();
    };
    session.release = done;
    session.audio.onended = done;
    session.audio.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('the audio could not be played'));
    };
    session.audio.src = url;
    session.audio.play().catch(reject);
  });
}

/**
 * Plays her replies aloud, one at a time, chunk after chunk: the next chunk is asked for while
 * one plays, so the sound starts after the first short sentence. Leaving the screen stops it.
 */
export function useReplyPlayer({
  onCharged,
  onError,
}: {
  /** A chunk came back charged: the balances changed. */
  onCharged(): void;
  onError(error: unknown): void;
}) {
  const [state, setState] = useState<PlayerState | null>(null);
  const current = useRef<Session | null>(null);

  const stop = useCallback(() => {
    const session = current.current;
    if (!session) return;
    current.current = null;
    session.isStopped = true;
    session.audio.pause();
    session.release();
    setState(null);
  }, []);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (messageId: string) => {
      stop();
      const audio = new Audio();
      audio.src = SILENCE;
      audio.play().catch(() => {});
      const session: Session = { messageId, audio, isStopped: false, release: () => {} };
      current.current = session;
      setState({ messageId, phase: 'loading' });
      const fetchChunk = (index: number) => {
        const asked = listenToReply({ messageId, index });
        // A chunk asked ahead may fail after a stop; its failure is read where it is awaited.
        asked.catch(() => {});
        return asked;
      };
      try {
        let next = fetchChunk(0);
        for (;;) {
          const chunk = await next;
          if (session.isStopped) return;
          if (chunk.charged) onCharged();
          const hasMore = chunk.index + 1 < chunk.count;
          if (hasMore) next = fetchChunk(chunk.index + 1);
          setState({ messageId, phase: 'playing' });
          await playChunk(session, chunk);
          if (session.isStopped || !hasMore) break;
        }
      } catch (error) {
        if (!session.isStopped) onError(error);
      } finally {
        if (current.current === session) {
          current.current = null;
          setState(null);
        }
      }
    },
    [stop, onCharged, onError],
  );

  return { state, play, stop };
}
