import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/** How a fake classifier answers the next request. */
type FakeClassifierBehaviour =
  /** Judges what it got: texts by `flaggedWords`, pictures by colour (mostly red is flagged). */
  | { kind: 'judge' }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Sends the headers and the start of a body, then nothing more. */
  | { kind: 'stall' }
  /** An HTTP error with OpenAI's error body. */
  | { kind: 'status'; status: number }
  /** A 200 with this body as JSON, whatever it is. */
  | { kind: 'body'; body: string }
  /** The guard's answer text in a well-formed completion (guard only). */
  | { kind: 'say'; text: string };

export interface FakeClassifier {
  /** The `/v1` URL to give the client. */
  baseUrl: string;
  script(...behaviours: FakeClassifierBehaviour[]): void;
  /** Words that make a text flagged as sexual content with minors when `judge`d. */
  flaggedWords: string[];
  /** What each request asked about: its texts, and its pictures' MIME types. */
  requests: Array<{ model: string; texts: string[]; pictures: string[] }>;
  close(): Promise<void>;
}

/** A picture in a `data:` URL is flagged when it is mostly red (the tests' stand-in for abuse). */
async function isFlaggedPicture(dataUrl: string): Promise<boolean> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const { channels } = await sharp(Buffer.from(base64, 'base64')).stats();
  const [red, green, blue] = channels.map((channel) => channel.mean);
  return (red ?? 0) > 150 && (green ?? 0) < 100 && (blue ?? 0) < 100;
}

interface Judged {
  flagged: boolean;
}

/** A local server that reads JSON requests and answers them through `answer` or a behaviour. */
async function startFakeClassifier(
  path: string,
  read: (body: Record<string, unknown>) => { texts: string[]; pictures: string[] },
  answer: (body: Record<string, unknown>, judged: Judged) => unknown,
  say: (body: Record<string, unknown>, text: string) => unknown,
): Promise<FakeClassifier> {
  let behaviours: FakeClassifierBehaviour[] = [{ kind: 'judge' }];
  const fake: Omit<FakeClassifier, 'baseUrl' | 'close'> = {
    script: (...next) => {
      behaviours = next;
    },
    flaggedWords: ['underage-abuse'],
    requests: [],
  };
  const connections = new Set<Socket>();
  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = createServer(async (request: IncomingMessage, response) => {
    if (request.method !== 'POST' || request.url !== path) {
      response.writeHead(404).end();
      return;
    }
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
    const { texts, pictures } = read(body);
    fake.requests.push({
      model: String(body.model),
      texts,
      pictures: pictures.map((url) => url.slice('data:'.length, url.indexOf(';'))),
    });
    const behaviour = (
      behaviours.length > 1 ? behaviours.shift() : behaviours[0]
    ) as FakeClassifierBehaviour;
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'stall') {
      response.writeHead(200, { 'content-type': 'application/json' }).write('{"id": "stalled", ');
      return;
    }
    if (behaviour.kind === 'status') {
      json(response, behaviour.status, {
        error: { message: `failed with ${behaviour.status}`, type: 'server_error', code: null },
      });
      return;
    }
    if (behaviour.kind === 'body') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(behaviour.body);
      return;
    }
    if (behaviour.kind === 'say') {
      json(response, 200, say(body, behaviour.text));
      return;
    }
    const textFlagged = texts.some((text) =>
      fake.flaggedWords.some((word) => text.toLowerCase().includes(word)),
    );
    const pictureFlags = await Promise.all(pictures.map(isFlaggedPicture));
    json(response, 200, answer(body, { flagged: textFlagged || pictureFlags.includes(true) }));
  });
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

type ModerationInput =
  | string
  | string[]
  | Array<{ type: string; text?: string; image_url?: { url: string } }>;

/**
 * OpenAI's `POST /v1/moderations`: text (a string, strings, or text parts) and `image_url` parts;
 * one result per string, or one for all the parts, with every category and its score.
 */
export function startFakeModerations(): Promise<FakeClassifier> {
  const partsOf = (input: ModerationInput) => (typeof input === 'string' ? [input] : input);
  return startFakeClassifier(
    '/v1/moderations',
    (body) => {
      const parts = partsOf(body.input as ModerationInput);
      return {
        texts: parts
          .map((part) => (typeof part === 'string' ? part : (part.text ?? '')))
          .filter(Boolean),
        pictures: parts.flatMap((part) =>
          typeof part === 'string' || !part.image_url ? [] : [part.image_url.url],
        ),
      };
    },
    (body, { flagged }) => ({
      id: 'modr-fake',
      model: body.model ?? 'omni-moderation-latest',
      results: [
        {
          flagged,
          categories: Object.fromEntries(
            MODERATION_CATEGORIES.map((category) => [
              category,
              flagged && (category === 'sexual' || category === 'sexual/minors'),
            ]),
          ),
          category_scores: Object.fromEntries(
            MODERATION_CATEGORIES.map((category) => [
              category,
              flagged && (category === 'sexual' || category === 'sexual/minors') ? 0.97 : 0.001,
            ]),
          ),
          category_applied_input_types: Object.fromEntries(
            MODERATION_CATEGORIES.map((category) => [category, ['text']]),
          ),
        },
      ],
    }),
    () => ({ id: 'modr-fake', model: 'fake', results: [] }),
  );
}

type ChatContent = string | Array<{ type: string; text?: string; image_url?: { url: string } }>;

const completion = (model: unknown, content: string) => ({
  id: 'chatcmpl-guard',
  object: 'chat.completion',
  created: 0,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/**
 * A guard model (Llama Guard style) on an OpenAI-compatible `POST /v1/chat/completions`: it reads
 * the conversation's messages (text and `image_url` parts) and answers `safe`, or `unsafe` and
 * `S4` (child sexual exploitation) for what it judges flagged.
 */
export function startFakeGuard(): Promise<FakeClassifier> {
  return startFakeClassifier(
    '/v1/chat/completions',
    (body) => {
      const parts = (body.messages as Array<{ content: ChatContent }>).flatMap((message) =>
        typeof message.content === 'string'
          ? [{ type: 'text', text: message.content }]
          : message.content,
      );
      return {
        texts: parts.flatMap((part) => (part.type === 'text' && part.text ? [part.text] : [])),
        pictures: parts.flatMap((part) => (part.image_url ? [part.image_url.url] : [])),
      };
    },
    (body, { flagged }) => completion(body.model, flagged ? 'unsafe\nS4' : 'safe'),
    (body, text) => completion(body.model, text),
  );
}
