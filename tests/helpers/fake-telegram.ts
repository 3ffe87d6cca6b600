import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
}

export interface FakeTelegram {
  /** The Bot API root to give grammY (`TELEGRAM_API_ROOT`). */
  apiRoot: string;
  calls: BotApiCall[];
  /** Makes `method` answer a Bot API error instead of success. */
  failNext(method: string, description: string): void;
  /**
   * Keeps a file a user sent (a voice message), as Telegram keeps it: `getFile` answers its
   * `file_path`, and `GET /file/bot<token>/<file_path>` serves its bytes. Answers its `file_id`.
   */
  addFile(bytes: Uint8Array): string;
  /** How often each file was downloaded, by `file_id`. */
  downloads: Map<string, number>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  if (!text) return {};
  if (request.headers['content-type']?.includes('application/json')) return JSON.parse(text);
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * A local server speaking the Telegram Bot API wire protocol (`POST /bot<token>/<method>`, answers
 * `{ ok, result }`) for the methods payments use, so the real grammY client is tested against it.
 * It records every call and can fail the next one; its invoice links name the payload itself. The
 * local Bot API that pays invoices through the webhook is product code
 * (`src/server/providers/telegram/local-bot-api/`).
 */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: BotApiCall[] = [];
  const failures = new Map<string, string>();
  const files = new Map<string, Uint8Array>();
  const downloads = new Map<string, number>();
  const server: Server = createServer(async (request, response) => {
    const download = /^\/file\/bot[^/]+\/voice\/(\w+)\.oga$/.exec(request.url ?? '');
    if (download) {
      const fileId = download[1] ?? '';
      const bytes = files.get(fileId);
      downloads.set(fileId, (downloads.get(fileId) ?? 0) + 1);
      if (!bytes) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'audio/ogg', 'content-length': bytes.length });
      response.end(Buffer.from(bytes));
      return;
    }
    const match = /^\/bot[^/]+\/(\w+)$/.exec(request.url ?? '');
    const method = match?.[1] ?? '';
    const params = await readBody(request);
    calls.push({ method, params });
    const answer = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      answer({ ok: false, error_code: 400, description: failure });
      return;
    }
    switch (method) {
      case 'getMe':
        answer({
          ok: true,
          result: { id: 1234567890, is_bot: true, first_name: 'Velora', username: 'velora_bot' },
        });
        return;
      case 'createInvoiceLink':
        answer({ ok: true, result: `https://t.me/$${String(params.payload)}` });
        return;
      case 'sendMessage':
        answer({
          ok: true,
          result: {
            message_id: calls.length,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(params.chat_id), type: 'private', first_name: 'Mila' },
            text: params.text,
          },
        });
        return;
      case 'getFile': {
        const fileId = String(params.file_id);
        const bytes = files.get(fileId);
        answer(
          bytes
            ? {
                ok: true,
                result: {
                  file_id: fileId,
                  file_unique_id: `u${fileId}`,
                  file_size: bytes.length,
                  file_path: `voice/${fileId}.oga`,
                },
              }
            : { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' },
        );
        return;
      }
      case 'answerPreCheckoutQuery':
      case 'refundStarPayment':
      case 'editUserStarSubscription':
        answer({ ok: true, result: true });
        return;
      default:
        answer({ ok: false, error_code: 404, description: `Not Found: method ${method}` });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    failNext: (method, description) => failures.set(method, description),
    addFile(bytes) {
      const fileId = `voice${files.size + 1}`;
      files.set(fileId, bytes);
      return fileId;
    },
    downloads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
