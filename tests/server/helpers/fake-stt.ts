import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake answers the next transcription request. */
type FakeSttBehaviour =
  /** `{ text }`, as whisper.cpp's and faster-whisper servers answer `response_format: json`. */
  | { kind: 'text'; text: string }
  /** Server-sent `transcript.text.delta` events, then `transcript.text.done`, when asked to stream. */
  | { kind: 'stream'; deltas: string[] }
  /** Sends the headers and part of the body, then drops the connection. */
  | { kind: 'cut' }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** A JSON body without `text`. */
  | { kind: 'malformed' }
  /** An HTTP error with OpenAI's error body. */
  | { kind: 'status'; status: number };

/** What one request carried, read from its multipart body. */
interface FakeSttRequest {
  model: string;
  language: string | null;
  stream: boolean;
  responseFormat: string | null;
  authorization: string | null;
  fileName: string;
  fileType: string;
  /** The audio's length in seconds, read from its WAV header; null when it is not WAV. */
  wavSeconds: number | null;
  /** Its sample rate and channels, when WAV. */
  wavFormat: { sampleRate: number; channels: number } | null;
}

export interface FakeStt {
  /** The /v1 URL to give as `STT_BASE_URL`. */
  baseUrl: string;
  /** The behaviours used in turn; the last one repeats. */
  script(...behaviours: FakeSttBehaviour[]): void;
  requests: FakeSttRequest[];
  close(): Promise<void>;
}

function readWav(bytes: Uint8Array) {
  const wav = Buffer.from(bytes);
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF') return null;
  const channels = wav.readUInt16LE(22);
  const sampleRate = wav.readUInt32LE(24);
  const bitsPerSample = wav.readUInt16LE(34);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'data') {
      const bytesPerSecond = sampleRate * channels * (bitsPerSample / 8);
      return {
        seconds: Math.min(size, wav.length - offset - 8) / bytesPerSecond,
        format: { sampleRate, channels },
      };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const sse = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * A local server speaking OpenAI's `POST /v1/audio/transcriptions` (a multipart form with `file`,
 * `model`, `language`, `response_format`, `stream`), so the real `openai` client is tested
 * against it. It hears nothing: each request is answered as scripted.
 */
export async function startFakeStt(): Promise<FakeStt> {
  let behaviours: FakeSttBehaviour[] = [{ kind: 'text', text: 'Hello there' }];
  const requests: FakeSttRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/audio/transcriptions')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }),
      );
      return;
    }
    const body = await readBody(request);
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const file = form.get('file');
    if (!(file instanceof Blob)) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'file is required' } }));
      return;
    }
    const wav = readWav(new Uint8Array(await file.arrayBuffer()));
    const stream = form.get('stream') === 'true';
    requests.push({
      model: String(form.get('model') ?? ''),
      language: (form.get('language') as string | null) ?? null,
      stream,
      responseFormat: (form.get('response_format') as string | null) ?? null,
      authorization: request.headers.authorization ?? null,
      fileName: 'name' in file ? String(file.name) : '',
      fileType: file.type,
      wavSeconds: wav?.seconds ?? null,
      wavFormat: wav?.format ?? null,
    });
    const behaviour = (
      behaviours.length > 1 ? behaviours.shift() : behaviours[0]
    ) as FakeSttBehaviour;
    switch (behaviour.kind) {
      case 'text':
        if (stream) {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          response.end(sse({ type: 'transcript.text.done', text: behaviour.text }));
        } else {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ text: behaviour.text }));
        }
        return;
      case 'stream': {
        const text = behaviour.deltas.join('');
        if (!stream) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ text }));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const delta of behaviour.deltas) {
          response.write(sse({ type: 'transcript.text.delta', delta }));
        }
        response.end(sse({ type: 'transcript.text.done', text }));
        return;
      }
      case 'cut':
        response.writeHead(
          200,
          stream
            ? { 'content-type': 'text/event-stream' }
            : { 'content-type': 'application/json', 'content-length': '200' },
        );
        response.write(
          stream ? sse({ type: 'transcript.text.delta', delta: 'Hel' }) : '{"text":"Hel',
        );
        // Flushed first, so the client has part of the answer when the connection goes.
        setImmediate(() => request.socket.destroy());
        return;
      case 'hang':
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ transcript: 'no text field' }));
        return;
      case 'status':
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: { message: `fake status ${behaviour.status}`, type: 'server_error' },
          }),
        );
        return;
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script(...next) {
      behaviours = next;
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
