import type { ServerResponse } from 'node:http';
import { INTERNAL_ERROR_CODE } from '@contract/api-codes';
import type { Context } from 'hono';
import type { HandlerContext } from './endpoint-handler';
import type { EventStreamAnswer } from './event-stream-answer';
import type { OpenEventStreams } from './open-event-streams';

/** @hono/node-server leaves a response with this header to whoever wrote it. */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';

const eventText = (type: string, data: unknown) =>
  `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** Where one stream is: whether its caller left (or a shutdown ended it), and whether it ended. */
interface StreamState {
  /** Aborted when the caller goes away or a shutdown closes the stream: nothing more is written. */
  gone: AbortController;
  /** A `done` or `error` event was written: the reader has its end. */
  hasFinalEvent: boolean;
}

/**
 * Streams a handler's events straight onto Node's response, a burst of them in one write. A chat
 * reply is an event per word for every open stream, so this is the server's busiest path under a
 * crowd; going through web streams (Hono's streamSSE) cost more than the writes themselves. The
 * head is written on the next turn, once the middlewares have put their headers (security headers)
 * on the response Hono returns, which only tells @hono/node-server that the answer is already on
 * its way.
 */
export function writeEventsToNode(
  c: Context,
  outgoing: ServerResponse,
  answer: EventStreamAnswer,
  log: HandlerContext['log'],
  path: string,
  openStreams?: OpenEventStreams,
): Response {
  const state: StreamState = { gone: new AbortController(), hasFinalEvent: false };
  const forget = openStreams?.add({
    close: (finalEvent) =>
      closeStream(c, outgoing, state, eventText(finalEvent.type, finalEvent.data)),
  });
  if (forget) outgoing.once('close', forget);
  setImmediate(() => {
    void streamEvents(c, outgoing, answer, state)
      .catch((error: unknown) => {
        log.error({ err: error, path }, 'event stream failed');
        if (outgoing.writable) {
          outgoing.write(
            eventText('error', {
              code: INTERNAL_ERROR_CODE,
              msg: 'Unknown error, please try again',
            }),
          );
        }
      })
      .finally(() => endResponse(outgoing));
  });
  return new Response(null, { headers: { [ALREADY_SENT_HEADER]: 'true' } });
}

/** The stream's head, with the headers the middlewares put on Hono's response. */
function writeHead(c: Context, outgoing: ServerResponse) {
  if (outgoing.headersSent) return;
  const headers: Record<string, string> = {};
  c.res.headers.forEach((value, name) => {
    if (name !== ALREADY_SENT_HEADER) headers[name] = value;
  });
  outgoing.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  outgoing.flushHeaders();
}

/**
 * Ends a stream for a stopping server: `finalText` unless it has its final event, and nothing
 * after. Resolves once the response is handed to the socket (`finish`) or gone (`close`).
 */
function closeStream(c: Context, outgoing: ServerResponse, state: StreamState, finalText: string) {
  return new Promise<void>((resolve) => {
    if (outgoing.writableFinished || outgoing.destroyed) {
      resolve();
      return;
    }
    outgoing.once('finish', resolve);
    outgoing.once('close', resolve);
    if (!outgoing.writableEnded) {
      writeHead(c, outgoing);
      if (!state.hasFinalEvent) {
        state.hasFinalEvent = true;
        outgoing.write(finalText);
      }
    }
    state.gone.abort();
    endResponse(outgoing);
  });
}

/**
 * Ends the response, uncorked first: on Node 24, `end()` on a response corked by a burst's write
 * (its uncork still waiting for the next tick) could drop what was written, the final event too.
 */
function endResponse(outgoing: ServerResponse) {
  while (outgoing.writableCorked > 0) outgoing.uncork();
  outgoing.end();
}

async function streamEvents(
  c: Context,
  outgoing: ServerResponse,
  answer: EventStreamAnswer,
  state: StreamState,
) {
  writeHead(c, outgoing);
  // The caller going away only stops the writing, never the work the server owns.
  const { gone } = state;
  const leave = () => gone.abort();
  outgoing.once('close', leave);
  // Gone before the first write: its close has passed already.
  if (outgoing.destroyed || !outgoing.socket || outgoing.socket.destroyed) leave();
  // Events that come in one burst (a model's network chunk often holds several words) leave in
  // one system call: the response is corked at a burst's first event until the burst is over.
  let isCorked = false;
  const write = (text: string) => {
    if (!isCorked) {
      isCorked = true;
      outgoing.cork();
      process.nextTick(() => {
        isCorked = false;
        outgoing.uncork();
      });
    }
    return outgoing.write(text);
  };
  try {
    await answer.run(async (event) => {
      if (gone.signal.aborted) return;
      if (event.type === 'done' || event.type === 'error') state.hasFinalEvent = true;
      if (write(eventText(event.type, event.data))) return;
      // A slow reader: wait until its socket takes more, or it leaves.
      await new Promise<void>((resolve) => {
        const done = () => {
          outgoing.off('drain', done);
          gone.signal.removeEventListener('abort', done);
          resolve();
        };
        outgoing.once('drain', done);
        gone.signal.addEventListener('abort', done);
      });
    }, gone.signal);
  } finally {
    outgoing.off('close', leave);
  }
}
