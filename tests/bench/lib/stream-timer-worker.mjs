// The benchmark's load generator, on a thread of its own so that reading many streams does not
// take turns with the server under test on the main thread's event loop. Plain JavaScript: a
// worker thread does not get tsx's loader on Node 20.
import { parentPort } from 'node:worker_threads';

/**
 * Milliseconds from sending a request to the first byte of its stream, to its first chunk and to
 * its end, and how many chunks it brought.
 */
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
  const endMs = performance.now() - started;
  const chunks = text.split('event: chunk').length - 1;
  const ended = /event: (done|error)/.exec(text)?.[1] ?? 'cut';
  return { firstByteMs, firstChunkMs, endMs, chunks, ended, body: text };
}

/**
 * Each request is a client that sends it again as soon as its stream ends, until `durationMs`
 * has passed; answers every stream's timings and how long the loop ran.
 */
async function loop({ requests, durationMs }) {
  const started = performance.now();
  const deadline = started + durationMs;
  const timings = [];
  await Promise.all(
    requests.map(async (request) => {
      while (performance.now() < deadline) timings.push(await timeStream(request));
    }),
  );
  return { timings, elapsedMs: performance.now() - started };
}

parentPort?.on('message', async (message) => {
  if (message.kind === 'loop') parentPort?.postMessage(await loop(message));
  else parentPort?.postMessage(await Promise.all(message.requests.map(timeStream)));
});
