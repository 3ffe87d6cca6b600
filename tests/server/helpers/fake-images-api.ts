import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/** How the fake answers the next image generation. */
type FakeImagesBehaviour =
  /** A PNG of the size asked (or `bytes`), as `b64_json` (or as a link to it with `asLink`). */
  | { kind: 'picture'; asLink?: boolean; bytes?: Buffer }
  /** An HTTP error with OpenAI's error body. */
  | { kind: 'status'; status: number; code?: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' };

export interface FakeImagesApi {
  baseUrl: string;
  script(...behaviours: FakeImagesBehaviour[]): void;
  /** Bodies of POST /v1/images/generations, parsed. */
  requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

/** A local server speaking OpenAI's images API (`POST /v1/images/generations`). */
export async function startFakeImagesApi(): Promise<FakeImagesApi> {
  let behaviours: FakeImagesBehaviour[] = [{ kind: 'picture' }];
  const requests: FakeImagesApi['requests'] = [];
  const links = new Map<string, Buffer>();
  const connections = new Set<Socket>();
  const server = createServer(async (request, response) => {
    if (request.method === 'GET' && links.has(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(links.get(request.url ?? ''));
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/images/generations') {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    requests.push(body);
    const behaviour = (
      behaviours.length > 1 ? behaviours.shift() : behaviours[0]
    ) as FakeImagesBehaviour;
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: {
            message: `refused with ${behaviour.status}`,
            type: 'invalid_request_error',
            code: behaviour.code ?? null,
            param: null,
          },
        }),
      );
      return;
    }
    const [width, height] = String(body.size).split('x').map(Number);
    const png =
      behaviour.bytes ??
      (await sharp({
        create: { width: width ?? 1, height: height ?? 1, channels: 3, background: '#335577' },
      })
        .png()
        .toBuffer());
    let picture: { b64_json?: string; url?: string } = { b64_json: png.toString('base64') };
    if (behaviour.asLink) {
      const path = `/files/${requests.length}.png`;
      links.set(path, png);
      const { port } = server.address() as AddressInfo;
      picture = { url: `http://127.0.0.1:${port}${path}` };
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ created: 0, data: [picture] }));
  });
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (...next) => {
      behaviours = next;
    },
    requests,
    close: async () => {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
