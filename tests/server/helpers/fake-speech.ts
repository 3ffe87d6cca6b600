import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake speech server answers the next `POST /v1/audio/speech`. */
type FakeSpeechBehaviour =
  /** Speaks: chunked "audio" whose bytes spell the input, 100 bytes of it per 10 characters. */
  | { kind: 'speak' }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Sends the headers and half the audio, then drops the connection. */
  | { kind: 'cut' }
  /** An HTTP error with OpenAI's error body. */
  | { kind: 'status'; status: number };

interface FakeSpeechRequest {
  model: string;
  voice: string;
  input: string;
  responseFormat: string;
  speed: number | undefined;
}

export interface FakeSpeech {
  /** The `/v1` URL to give the client. */
  baseUrl: string;
  script(...behaviours: FakeSpeechBehaviour[]): void;
  /** The voices `GET /v1/audio/voices` lists; null answers 404 (a server without a list). */
  voices: string[] | null;
  requests: FakeSpeechRequest[];
  close(): Promise<void>;
}

/** The audio the fake speaks for `input`: an MP3 frame header, then the input repeated. */
export function fakeAudioOf(input: string): Buffer {
  const text = Buffer.from(input, 'utf8');
  const size = Math.max(200, Math.ceil(input.length / 10) * 100);
  const audio = Buffer.alloc(size);
  audio.set([0xff, 0xfb, 0x90, 0x64]);
  for (let at = 4; at < size; at += text.length)
    text.copy(audio, at, 0, Math.min(text.length, size - at));
  return audio;
}

/** A local OpenAI-compatible speech server: `POST /v1/audio/speech`, `GET /v1/audio/voices`. */
export async function startFakeSpeech(): Promise<FakeSpeech> {
  let behaviours: FakeSpeechBehaviour[] = [{ kind: 'speak' }];
  const connections = new Set<Socket>();
  const fake: Omit<FakeSpeech, 'baseUrl' | 'close'> = {
    script: (...next) => {
      behaviours = next;
    },
    voices: ['af_bella', 'af_sky'],
    requests: [],
  };
  const server = createServer(async (request: IncomingMessage, response) => {
    if (request.method === 'GET' && request.url === '/v1/audio/voices' && fake.voices) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ voices: fake.voices }));
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/audio/speech') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not Found"}');
      return;
    }
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
    fake.requests.push({
      model: String(body.model),
      voice: String(body.voice),
      input: String(body.input),
      responseFormat: String(body.response_format),
      speed: typeof body.speed === 'number' ? body.speed : undefined,
    });
    const behaviour = (
      behaviours.length > 1 ? behaviours.shift() : behaviours[0]
    ) as FakeSpeechBehaviour;
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { message: `failed with ${behaviour.status}`, type: 'server_error', code: null },
        }),
      );
      return;
    }
    const audio = fakeAudioOf(String(body.input));
    // No content-length: the body goes out chunked, as real servers stream it.
    response.writeHead(200, { 'content-type': 'audio/mpeg' });
    if (behaviour.kind === 'cut') {
      response.write(audio.subarray(0, audio.length / 2), () => response.socket?.destroy());
      return;
    }
    for (let at = 0; at < audio.length; at += 64) response.write(audio.subarray(at, at + 64));
    response.end();
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
