import { Worker } from 'node:worker_threads';

export interface TimedRequest {
  url: string;
  init: { method: 'POST'; body?: string; headers?: Record<string, string> };
}

/** One stream as the load generator saw it; times in milliseconds from sending the request. */
export interface StreamTiming {
  firstByteMs: number;
  firstChunkMs: number;
  endMs: number;
  /** How many `chunk` events it brought. */
  chunks: number;
  /** Its last event: `done`, `error`, or `cut` when it ended without either. */
  ended: 'done' | 'error' | 'cut';
  /** The whole stream as text. */
  body: string;
}

/** Sends requests from a worker thread and answers each stream's timings. */
export function startStreamTimer() {
  const worker = new Worker(new URL('./stream-timer-worker.mjs', import.meta.url));
  let failure: unknown = null;
  worker.on('error', (error) => {
    failure = error;
  });
  const ask = <T>(message: unknown): Promise<T> => {
    if (failure) return Promise.reject(failure);
    return new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(message);
    });
  };
  return {
    /** Sends every request at once. */
    time: (requests: TimedRequest[]) => ask<StreamTiming[]>({ kind: 'once', requests }),
    /** Each request is a client sending it again as soon as its stream ends, for `durationMs`. */
    loop: (requests: TimedRequest[], durationMs: number) =>
      ask<{ timings: StreamTiming[]; elapsedMs: number }>({ kind: 'loop', requests, durationMs }),
    close: () => worker.terminate(),
  };
}
