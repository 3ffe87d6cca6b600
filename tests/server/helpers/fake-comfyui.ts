import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';
import { type WebSocket, WebSocketServer } from 'ws';

/** How the fake runs the next queued prompt. */
type FakeComfyBehaviour =
  /** Reports `steps` sampler steps, saves a PNG of the workflow's latent size, then reports done. */
  | { kind: 'succeed'; steps: number; beforeAnswer?: boolean }
  /** Reports `afterSteps` steps, then an `execution_error` from KSampler. */
  | { kind: 'fail'; afterSteps: number; exceptionType: string; message: string }
  /** Reports `afterSteps` steps, then drops the WebSocket. */
  | { kind: 'dropSocket'; afterSteps: number }
  /** Reports `afterSteps` steps and then nothing, like a stuck GPU. */
  | { kind: 'hang'; afterSteps: number }
  /** Answers POST /prompt with an HTTP error. */
  | { kind: 'promptStatus'; status: number }
  /** Runs like `succeed` but answers GET /history/{id} with an HTTP error. */
  | { kind: 'historyStatus'; steps: number; status: number };

type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

export interface FakeComfyUi {
  url: string;
  /** The behaviours used in turn; the last one repeats. */
  script(...behaviours: FakeComfyBehaviour[]): void;
  /** Bodies of POST /prompt, parsed: the filled workflow and the client id. */
  prompts: Array<{ prompt: Workflow; client_id: string }>;
  /** The prompt ids handed out, in order. */
  promptIds: string[];
  /** Bodies of POST /interrupt and POST /queue, parsed. */
  interrupts: unknown[];
  queueChanges: unknown[];
  /** Client ids that opened /ws. */
  socketClients: string[];
  /** Photos sent to POST /upload/image: the stored name and the file's bytes. */
  uploads: Array<{ name: string; bytes: Buffer }>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text ? JSON.parse(text) : {};
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const latentSize = (workflow: Workflow) => {
  const latent = Object.values(workflow).find((node) => node.class_type === 'EmptyLatentImage');
  return {
    width: Number(latent?.inputs.width ?? 512),
    height: Number(latent?.inputs.height ?? 512),
  };
};

/**
 * A local server speaking ComfyUI's API: POST /prompt, GET /history/{id}, GET /view, POST
 * /interrupt, POST /queue and the /ws WebSocket with status, progress, executing, execution_error
 * messages and binary previews, so the real provider is tested against it.
 */
export async function startFakeComfyUi(): Promise<FakeComfyUi> {
  let behaviours: FakeComfyBehaviour[] = [{ kind: 'succeed', steps: 3 }];
  const prompts: FakeComfyUi['prompts'] = [];
  const promptIds: string[] = [];
  const interrupts: unknown[] = [];
  const queueChanges: unknown[] = [];
  const socketClients: string[] = [];
  const uploads: FakeComfyUi['uploads'] = [];
  const sockets = new Map<string, WebSocket>();
  const history = new Map<string, { outputs: unknown; status: number }>();
  const files = new Map<string, Buffer>();
  const connections = new Set<Socket>();

  const send = (clientId: string, type: string, data: unknown) =>
    sockets.get(clientId)?.send(JSON.stringify({ type, data }));
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  async function run(
    behaviour: FakeComfyBehaviour,
    promptId: string,
    clientId: string,
    workflow: Workflow,
  ) {
    const steps =
      'steps' in behaviour ? behaviour.steps : 'afterSteps' in behaviour ? behaviour.afterSteps : 0;
    send(clientId, 'status', { status: { exec_info: { queue_remaining: 1 } } });
    send(clientId, 'execution_start', { prompt_id: promptId, timestamp: 0 });
    send(clientId, 'execution_cached', { nodes: ['4'], prompt_id: promptId, timestamp: 0 });
    send(clientId, 'executing', { node: '3', display_node: '3', prompt_id: promptId });
    for (let step = 1; step <= steps; step++) {
      await tick();
      send(clientId, 'progress', { value: step, max: steps, prompt_id: promptId, node: '3' });
      // A preview frame: 4-byte event type, 4-byte image type, then the image.
      sockets.get(clientId)?.send(Buffer.from([0, 0, 0, 1, 0, 0, 0, 2, 137, 80, 78, 71]));
    }
    await tick();
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'dropSocket') {
      sockets.get(clientId)?.terminate();
      return;
    }
    if (behaviour.kind === 'fail') {
      send(clientId, 'execution_error', {
        prompt_id: promptId,
        node_id: '3',
        node_type: 'KSampler',
        executed: ['4', '5', '6', '7'],
        exception_message: behaviour.message,
        exception_type: behaviour.exceptionType,
        traceback: [],
        current_inputs: {},
        current_outputs: {},
      });
      return;
    }
    const { width, height } = latentSize(workflow);
    // An image-to-video workflow (SaveVideo) saves a clip, listed under `images` as ComfyUI does.
    const isVideo = Object.values(workflow).some((node) => node.class_type === 'SaveVideo');
    const filename = `companion_${promptId.slice(0, 8)}_.${isVideo ? 'mp4' : 'png'}`;
    files.set(
      filename,
      isVideo
        ? Buffer.from(`fake mp4 of ${JSON.stringify(workflow['3']?.inputs ?? {})}`)
        : await sharp({ create: { width, height, channels: 3, background: '#884466' } })
            .png()
            .toBuffer(),
    );
    history.set(promptId, {
      outputs: { '9': { images: [{ filename, subfolder: '', type: 'output' }] } },
      status: behaviour.kind === 'historyStatus' ? behaviour.status : 200,
    });
    send(clientId, 'executing', { node: '9', display_node: '9', prompt_id: promptId });
    send(clientId, 'execution_success', { prompt_id: promptId, timestamp: 0 });
    send(clientId, 'executing', { node: null, prompt_id: promptId });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/prompt') {
      const body = await readJson(request);
      prompts.push(body);
      const behaviour = (
        behaviours.length > 1 ? behaviours.shift() : behaviours[0]
      ) as FakeComfyBehaviour;
      if (behaviour.kind === 'promptStatus') {
        json(response, behaviour.status, {
          error: {
            type: 'prompt_outputs_failed_validation',
            message: 'Prompt outputs failed validation',
            details: 'ckpt_name not in list',
          },
          node_errors: {},
        });
        return;
      }
      const promptId = randomUUID();
      promptIds.push(promptId);
      const running = () => run(behaviour, promptId, body.client_id, body.prompt);
      if ('beforeAnswer' in behaviour && behaviour.beforeAnswer) await running();
      json(response, 200, { prompt_id: promptId, number: prompts.length, node_errors: {} });
      if (!('beforeAnswer' in behaviour && behaviour.beforeAnswer)) setImmediate(running);
      return;
    }
    if (request.method === 'GET' && url.pathname.startsWith('/history/')) {
      const promptId = decodeURIComponent(url.pathname.slice('/history/'.length));
      const entry = history.get(promptId);
      if (entry && entry.status !== 200)
        return json(response, entry.status, { error: 'history broke' });
      return json(
        response,
        200,
        entry
          ? { [promptId]: { prompt: [], outputs: entry.outputs, status: { completed: true } } }
          : {},
      );
    }
    if (request.method === 'GET' && url.pathname === '/view') {
      const file = files.get(url.searchParams.get('filename') ?? '');
      if (!file || url.searchParams.get('type') !== 'output') return response.writeHead(404).end();
      return response.writeHead(200, { 'content-type': 'image/png' }).end(file);
    }
    if (request.method === 'POST' && url.pathname === '/upload/image') {
      // A multipart form: the file part named "image" (kept whole; the test reads its bytes back).
      const parts: Buffer[] = [];
      for await (const part of request) parts.push(part as Buffer);
      const body = Buffer.concat(parts);
      const name = /filename="([^"]+)"/.exec(body.toString('latin1'))?.[1] ?? 'upload.png';
      uploads.push({ name, bytes: body });
      return json(response, 200, { name, subfolder: '', type: 'input' });
    }
    if (request.method === 'POST' && (url.pathname === '/interrupt' || url.pathname === '/queue')) {
      (url.pathname === '/interrupt' ? interrupts : queueChanges).push(await readJson(request));
      return response.writeHead(200).end();
    }
    response.writeHead(404).end();
  });
  const webSockets = new WebSocketServer({ server, path: '/ws' });
  webSockets.on('connection', (socket, request) => {
    const clientId = new URL(request.url ?? '/', 'http://fake').searchParams.get('clientId') ?? '';
    socketClients.push(clientId);
    sockets.set(clientId, socket);
    socket.send(
      JSON.stringify({
        type: 'status',
        data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId },
      }),
    );
  });
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    script: (...next) => {
      behaviours = next;
    },
    prompts,
    promptIds,
    interrupts,
    queueChanges,
    socketClients,
    uploads,
    close: async () => {
      for (const socket of webSockets.clients) socket.terminate();
      await new Promise<void>((resolve) => webSockets.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
