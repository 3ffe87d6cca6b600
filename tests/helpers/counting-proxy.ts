// A counting HTTP proxy for the first-visit benchmark and end-to-end test.
import http from 'node:http';

/** One request that went through the proxy: what was asked, and the bytes of its answer. */
export interface ProxiedRequest {
  /** Milliseconds since the proxy's counters were last reset. */
  at: number;
  method: string;
  url: string;
  /** `Sec-Fetch-Dest`: document, script, image, manifest, empty (fetch)… */
  dest: string;
  status: number;
  /** Status line, headers and body (as sent: compressed) of the answer. */
  bytes: number;
}

/**
 * An HTTP proxy in front of the server (the browser's origin is the proxy's): it passes every
 * request on unchanged, the page's and the service worker's alike, and counts the bytes of each
 * answer as the server sent them (compressed, headers included), by request.
 */
export async function startCountingProxy(target: URL) {
  let requests: ProxiedRequest[] = [];
  let startedAt = performance.now();
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const record: ProxiedRequest = {
      at: performance.now() - startedAt,
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      dest: String(request.headers['sec-fetch-dest'] ?? ''),
      status: 0,
      bytes: 0,
    };
    requests.push(record);
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        record.status = answer.statusCode ?? 0;
        // The status line and headers as they crossed the wire.
        record.bytes += Buffer.byteLength(
          `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n${answer.rawHeaders
            .map((part, index) => (index % 2 === 0 ? `${part}: ` : `${part}\r\n`))
            .join('')}\r\n`,
        );
        answer.on('data', (chunk: Buffer) => {
          record.bytes += chunk.length;
        });
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The requests since the last reset, as they stand now. */
    requests: () => requests.map((request) => ({ ...request })),
    reset: () => {
      requests = [];
      startedAt = performance.now();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

export type CountingProxy = Awaited<ReturnType<typeof startCountingProxy>>;

/**
 * The addresses asked for more than once, with how often. The service worker's precache asks with
 * a revision in the address: the same file.
 */
export function repeatedRequests(
  requests: readonly ProxiedRequest[],
): Map<string, ProxiedRequest[]> {
  const byAddress = new Map<string, ProxiedRequest[]>();
  for (const request of requests) {
    const address = `${request.method} ${request.url.replace(/[?&]__WB_REVISION__=[^&]*/, '')}`;
    byAddress.set(address, [...(byAddress.get(address) ?? []), request]);
  }
  return new Map([...byAddress].filter(([, asked]) => asked.length > 1));
}
