import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type CompletionBody = { model: string; messages: Array<{ role: string; content: string }> };

/** How the fake answers the next chat completion request. */
type FakeBehaviour =
  /**
   * Streams `words` one chunk each, `delayMs` apart, then `[DONE]`; with `holdAfter`, waits after
   * that many words until the test calls `release`.
   */
  | { kind: 'stream'; words: string[]; delayMs?: number; holdAfter?: number }
  /** Streams `words`, then drops the connection without finishing. */
  | { kind: 'breakAfter'; words: string[] }
  /** Accepts the request and never sends a byte. */
  | { kind: 'hang' }
  /** Answers an HTTP error like an overloaded server. */
  | { kind: 'status'; status: number };

/** A completion's text, an HTTP error status, or no answer at all (a model that hangs). */
type CompletionAnswer = { content: string } | { status: number } | { hang: true };

export interface FakeOpenAi {
  baseUrl: string;
  /** The behaviours used in turn; the last one repeats. */
  script(...behaviours: FakeBehaviour[]): void;
  /**
   * How the fake answers requests without `stream` (the memory's fact finder, the chapters): a
   * completion whose text is `content`, an HTTP error status, or no answer at all (`hang`); or a
   * function choosing one per request. Defaults to the text `[]`.
   */
  answerCompletions(answer: CompletionAnswer | ((body: CompletionBody) => CompletionAnswer)): void;
  /** Bodies of the requests without `stream`, parsed. */
  completionRequests: Array<{ model: string; messages: Array<{ role: string; content: string }> }>;
  /** Lets a stream held by `holdAfter` go on. */
  release(): void;
  /** Streams the client closed before the fake had sent all their words (a stopped reply). */
  readonly streamsClosedEarly: number;
  /** Bodies of the requests received, parsed. */
  requests: Array<{
    model: string;
    stream: boolean;
    messages: Array<{ role: string; content: string }>;
  }>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

/**
 * A local server speaking the OpenAI chat completions wire protocol (server-sent `data:` chunks
 * ending with `[DONE]`), so the real `openai` client is tested against it.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviours: FakeBehaviour[] = [{ kind: 'stream', words: ['Hello ', 'there.'] }];
  let completionAnswer: CompletionAnswer | ((body: CompletionBody) => CompletionAnswer) = {
    content: '[]',
  };
  const requests: FakeOpenAi['requests'] = [];
  const completionRequests: FakeOpenAi['completionRequests'] = [];
  let streamsClosedEarly = 0;
  // What a stream with `holdAfter` waits on, and what lets it go on.
  let release = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    if (!body.stream) {
      completionRequests.push(body);
      const answer =
        typeof completionAnswer === 'function' ? completionAnswer(body) : completionAnswer;
      if ('hang' in answer) return;
      if ('status' in answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'failed', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: answer.content },
              finish_reason: 'stop',
            },
          ],
        }),
      );
      return;
    }
    requests.push(body);
    const behaviour = (behaviours.length > 1 ? behaviours.shift() : behaviours[0]) as FakeBehaviour;
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    let isSent = false;
    response.on('close', () => {
      if (!isSent) streamsClosedEarly++;
    });
    for (const [index, word] of behaviour.words.entries()) {
      if (behaviour.kind === 'stream' && behaviour.holdAfter === index) await held;
      if (response.destroyed) return;
      response.write(chunk(word));
      if (behaviour.kind === 'stream' && behaviour.delayMs) {
        await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      }
    }
    if (behaviour.kind === 'breakAfter') {
      request.socket.destroy();
      return;
    }
    isSent = true;
    response.end('data: [DONE]\n\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (...next) => {
      behaviours = next;
    },
    answerCompletions: (answer) => {
      completionAnswer = answer;
    },
    requests,
    completionRequests,
    release: () => {
      release();
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    get streamsClosedEarly() {
      return streamsClosedEarly;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
