import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake's next prediction ends. */
type FakeReplicateBehaviour =
  | { kind: 'succeed'; pollsBeforeDone: number }
  | { kind: 'fail'; error: string }
  | { kind: 'createStatus'; status: number };

export interface FakeReplicate {
  /** The API root to give the client (`…/v1`). */
  url: string;
  script(...behaviours: FakeReplicateBehaviour[]): void;
  /** Each created prediction: the model path asked, the Authorization header, the body. */
  created: Array<{ path: string; authorization: string; body: { input: Record<string, unknown> } }>;
  cancelled: string[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}');
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * A local server speaking Replicate's predictions API as the `replicate` client uses it: POST
 * /v1/models/{owner}/{name}/predictions, GET /v1/predictions/{id} (starting → processing →
 * succeeded or failed), POST /v1/predictions/{id}/cancel, and the output file it points to.
 */
export async function startFakeReplicate(): Promise<FakeReplicate> {
  let behaviours: FakeReplicateBehaviour[] = [{ kind: 'succeed', pollsBeforeDone: 1 }];
  const created: FakeReplicate['created'] = [];
  const cancelled: string[] = [];
  const predictions = new Map<string, { behaviour: FakeReplicateBehaviour; polls: number }>();
  let root = '';

  const view = (id: string) => {
    const entry = predictions.get(id);
    if (!entry) return null;
    const base = { id, urls: { get: `${root}/v1/predictions/${id}` }, logs: '' };
    if (cancelled.includes(id)) return { ...base, status: 'canceled', output: null };
    if (entry.behaviour.kind === 'fail') {
      return { ...base, status: 'failed', error: entry.behaviour.error, output: null };
    }
    if (entry.behaviour.kind === 'succeed' && entry.polls > entry.behaviour.pollsBeforeDone) {
      return { ...base, status: 'succeeded', output: `${root}/files/${id}.mp4` };
    }
    return { ...base, status: entry.polls === 0 ? 'starting' : 'processing', output: null };
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const create = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(url.pathname);
    if (request.method === 'POST' && create) {
      const behaviour = (
        behaviours.length > 1 ? behaviours.shift() : behaviours[0]
      ) as FakeReplicateBehaviour;
      const body = await readJson(request);
      created.push({
        path: create[1] as string,
        authorization: request.headers.authorization ?? '',
        body,
      });
      if (behaviour.kind === 'createStatus') {
        return json(response, behaviour.status, {
          detail: 'Replicate is busy',
          status: behaviour.status,
        });
      }
      const id = randomUUID().replace(/-/g, '').slice(0, 26);
      predictions.set(id, { behaviour, polls: 0 });
      return json(response, 201, view(id));
    }
    const get = /^\/v1\/predictions\/([a-z0-9]+)$/.exec(url.pathname);
    if (request.method === 'GET' && get) {
      const entry = predictions.get(get[1] as string);
      if (!entry) return json(response, 404, { detail: 'Not found' });
      entry.polls++;
      return json(response, 200, view(get[1] as string));
    }
    const cancel = /^\/v1\/predictions\/([a-z0-9]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancel) {
      cancelled.push(cancel[1] as string);
      return json(response, 200, view(cancel[1] as string));
    }
    const file = /^\/files\/([a-z0-9]+)\.mp4$/.exec(url.pathname);
    if (request.method === 'GET' && file) {
      const body = created[created.length - 1]?.body.input ?? {};
      return response
        .writeHead(200, { 'content-type': 'video/mp4' })
        .end(Buffer.from(`fake clip ${JSON.stringify({ ...body, image: undefined })}`));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${root}/v1`,
    script: (...next) => {
      behaviours = next;
    },
    created,
    cancelled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
