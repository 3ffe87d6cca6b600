import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config/env';
import { collectorRequests } from '../../src/server/features/analytics/outside-collectors';
import type { StoredEvent } from '../../src/server/features/analytics/queries';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The spec §7 outside collectors: a local server records the GETs a JSONP collector would get. */
let collector: Server;
let collectorUrl: string;
const received: URL[] = [];
let t: TestApp;

beforeAll(async () => {
  collector = createServer((request, response) => {
    received.push(new URL(request.url ?? '/', 'http://collector.test'));
    response.writeHead(200, { 'content-type': 'application/javascript' });
    response.end('callback({"code":0})');
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  t = await createTestApp({
    ANALYTICS_OPEN_HOST: `${collectorUrl}/open-host`,
    ANALYTICS_ACT_HOST: `${collectorUrl}/act-host/`,
    ANALYTICS_ONLINE_HOST: collectorUrl,
    AD_PIXEL_URL: `${collectorUrl}/tr`,
    AD_PIXEL_ID: 'pixel-42',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => collector.close(resolve));
});

describe('forwarding analytics to outside collectors', () => {
  it('sends nothing anywhere unless a collector is configured', () => {
    const env = parseEnv({});
    const events: StoredEvent[] = [
      { name: 'open', params: { code: 0 }, clientTime: null },
      { name: 'Purchase', params: { value: 9.99 }, clientTime: null },
    ];
    const source = { uid: null, deviceUuid: 'd', platform: 'web', channel: null, country: null };
    expect(collectorRequests(env, events, source)).toEqual([]);
  });

  it('forwards each kind of event to its collector with the common parameters, after storing it', async () => {
    const reported = await t.call('/v1/log/report', {
      uuid: 'collector-device',
      plat: 'web',
      ch: 'ads',
      events: [
        { event: 'open', params: { code: 0, entry: '/landing' } },
        { event: 'online_time', params: { onlineTime: 42, startTime: 1000, endTime: 43_000 } },
        { event: 'online_time', params: { onlineTime: 5, startTime: 50_000, endTime: 55_000 } },
        { event: 'page_home_select', params: { type: 'hot', style: 'all', tags: '' } },
        { event: 'Purchase', params: { currency: 'USD', value: 9.99 } },
      ],
    });
    expect(reported.envelope).toMatchObject({ code: 0, data: { accepted: 5 } });
    await expect.poll(() => received.length).toBe(4);

    const at = (path: string) => received.find((url) => url.pathname === path);
    const open = at('/open-host/out-comm-logs/client/h5/open');
    expect(Object.fromEntries(open?.searchParams ?? [])).toMatchObject({
      openway: '0',
      url_from: '/landing',
      openid: 'collector-device',
      appcqid: 'ads',
      platform: 'web',
      appver: '2.0.0',
    });
    const activity = at('/act-host/out-comm-logs/client/h5/activity');
    expect(activity?.searchParams.get('actentryid')).toBe('page_home_select');
    expect(activity?.searchParams.get('subactid')).toBe('hot');
    const online = at('/out-comm-logs/server/h5/onlineTime');
    expect(JSON.parse(online?.searchParams.get('data') ?? '[]')).toEqual([
      { onlinetime: 42, starttime: 1000, endtime: 43_000 },
      { onlinetime: 5, starttime: 50_000, endtime: 55_000 },
    ]);
    const pixel = at('/tr');
    expect(Object.fromEntries(pixel?.searchParams ?? [])).toEqual({
      id: 'pixel-42',
      ev: 'Purchase',
      'cd[currency]': 'USD',
      'cd[value]': '9.99',
      noscript: '1',
    });
  });

  it('keeps our own copy and answers at once when a collector is down', async () => {
    const down = await createTestApp({ ANALYTICS_OPEN_HOST: 'http://127.0.0.1:9' });
    try {
      const reported = await down.call('/v1/log/report', {
        uuid: 'down-device',
        events: [{ event: 'open', params: { code: 0 } }],
      });
      expect(reported.envelope).toMatchObject({ code: 0, data: { accepted: 1 } });
    } finally {
      await down.close();
    }
  });
});
