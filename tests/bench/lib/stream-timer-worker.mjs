// The benchmark's load generator, on a thread of its own so that reading 50 streams does not
// take turns with the server under test on the main thread's event loop. Plain JavaScript: a
// worker thread does not get tsx's loader on Node 20.
import { parentPort } from 'node:worker_threads';

/** Milliseconds from sending a request to the first byte of its stream and to its first chunk. */
async function timeStream({ url, init }) {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstByteMs = Number.NaN;
  let firstChunkMs = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstChunkMs) && text.includes('event: chunk')) {
      firstChunkMs = performance.now() - started;
    }
  }
  return { firstByteMs, firstChunkMs };
}

parentPort?.on('message', async (requests) => {
  parentPort?.postMessage(await Promise.all(requests.map(timeStream)));
});
