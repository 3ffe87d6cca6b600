// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/client/lib/api/api-client';
import { ApiError } from '../../src/client/lib/api/api-error';
import { signRequestBody } from '../../src/contract/request-sign';

let baseUrl = '';
let lastRequest: { headers: Record<string, string>; body: string } | null = null;
let close: () => void = () => {};

beforeAll(async () => {
  const app = new Hono();
  app.post('/api/v1/config', async (c) => {
    lastRequest = { headers: Object.fromEntries(c.req.raw.headers), body: await c.req.text() };
    return c.json({ code: 0, msg: 'ok', data: { buildId: 'b' } });
  });
  app.post('/api/v1/refused', (c) =>
    c.json({ code: 1003, msg: 'Please sign in to continue', data: null }),
  );
  app.post('/api/v1/refused-with-data', (c) =>
    c.json({ code: 2080, msg: 'Already cancelled', data: { currentPeriodEnd: '2026-06-30' } }),
  );
  app.post('/api/v1/status/:status', (c) => c.text('nope', Number(c.req.param('status')) as 400));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  close = () => server.close();
});
afterAll(() => close());

const fields = {
  token: 't1',
  ch: 'ads',
  t: 5,
  timezoneOffset: 2,
  plat: 'web' as const,
  publisher: 'velora',
  uuid: 'dev-1',
};

describe('API client', () => {
  it('posts params with the automatic fields, signed, and returns the data', async () => {
    const call = createApiClient({
      prefixUrl: baseUrl,
      secret: 'dev-sign-secret',
      automaticFields: () => fields,
    });
    const data = await call('/v1/config', {});
    expect(data).toEqual({ buildId: 'b' });
    expect(JSON.parse(lastRequest?.body ?? '{}')).toEqual(fields);
    expect(lastRequest?.headers['x-sign']).toBe(
      signRequestBody(lastRequest?.body ?? '', 'dev-sign-secret'),
    );
    expect(lastRequest?.headers['content-type']).toBe('application/json');
  });

  it('turns a non-zero code into an ApiError and tells the listener, with the silent option', async () => {
    const onError = vi.fn();
    const call = createApiClient({
      prefixUrl: baseUrl,
      secret: 's',
      automaticFields: () => fields,
      onError,
    });
    const failure = call('/v1/refused' as never, {} as never, { silent: true });
    await expect(failure).rejects.toMatchObject({
      kind: 'code',
      code: 1003,
      message: 'Please sign in to continue',
    });
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { silent: true });
  });

  it('keeps the detail a refusal carries in its data', async () => {
    const call = createApiClient({
      prefixUrl: baseUrl,
      secret: 's',
      automaticFields: () => fields,
    });
    await expect(call('/v1/refused-with-data' as never, {} as never)).rejects.toMatchObject({
      kind: 'code',
      code: 2080,
      data: { currentPeriodEnd: '2026-06-30' },
    });
    await expect(call('/v1/refused' as never, {} as never)).rejects.toMatchObject({ data: null });
  });

  it('gives the spec texts for HTTP statuses', async () => {
    const call = createApiClient({
      prefixUrl: baseUrl,
      secret: 's',
      automaticFields: () => fields,
    });
    const expected: Record<number, string> = {
      400: 'Bad Request(400)',
      401: 'Unauthorized(401)',
      403: 'Forbidden(403)',
      404: 'Not Found(404)',
      500: 'Internal Server Error(500)',
      502: 'Bad Gateway(502)',
      503: 'Service Unavailable(503)',
      504: 'Gateway Time-out(504)',
      505: 'HTTP Version not supported(505)',
      418: 'Internal Server Error(418)!',
    };
    for (const [status, message] of Object.entries(expected)) {
      await expect(call(`/v1/status/${status}` as never, {} as never)).rejects.toMatchObject({
        kind: 'http',
        code: Number(status),
        message,
      });
    }
  });

  it('reports a network failure with the spec text', async () => {
    const call = createApiClient({
      prefixUrl: 'http://127.0.0.1:9/api/',
      secret: 's',
      automaticFields: () => fields,
    });
    await expect(call('/v1/config' as never, {} as never)).rejects.toMatchObject({
      kind: 'network',
      message: 'Internal Server Error！',
    });
  });
});
