import { Worker } from 'node:worker_threads';

export interface TimedRequest {
  url: string;
  init: { method: 'POST'; body?: string; headers?: Record<string, string> };
}

/** Milliseconds from sending a request to the first byte of its stream and to its first chunk. */
export interface StreamTiming {
  firstByteMs: number;
  firstChunkMs: number;
}

/** Sends requests all at once from a worker thread and answers each stream's timings. */
export function startStreamTimer() {
  const worker = new Worker(new URL('./stream-timer-worker.mjs', import.meta.url));
  let failure: unknown = null;
  worker.on('error', (error) => {
    failure = error;
  });
  return {
    time(requests: TimedRequest[]): Promise<StreamTiming[]> {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(requests);
      });
    },
    close: () => worker.terminate(),
  };
}
