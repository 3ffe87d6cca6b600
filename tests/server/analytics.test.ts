import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE } from '../../src/contract/api-codes';
import { analyticsEvents, siteOpens } from '../../src/server/db/schema/analytics';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COUNTRY_HEADER: 'cf-ipcountry' });
});
afterAll(() => t.close());

describe('/v1/log/report', () => {
  it('stores each event with its params, device, platform and client time', async () => {
    const time = Date.UTC(2026, 0, 2, 3, 4, 5);
    const { envelope } = await t.call('/v1/log/report', {
      uuid: 'device-a',
      plat: 'miniapp',
      events: [
        { event: 'page_home_select', params: { type: 'rec', style: 'anime', tags: '1,2' }, time },
        { event: 'page_load_time', params: { path: '/chat', loadTime: 812 } },
      ],
    });
    expect(envelope).toMatchObject({ code: 0, data: { accepted: 2 } });
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.deviceUuid, 'device-a'));
    expect(rows.map((row) => row.name).sort()).toEqual(['page_home_select', 'page_load_time']);
    const select = rows.find((row) => row.name === 'page_home_select');
    expect(select).toMatchObject({
      params: { type: 'rec', style: 'anime', tags: '1,2' },
      platform: 'miniapp',
      uid: null,
    });
    expect(select?.clientTime?.getTime()).toBe(time);
  });

  it('stores the spec’s ad-pixel events under their own names', async () => {
    const names = ['AddToCart', 'AddPaymentInfo', 'Purchase', 'CompleteRegistration', 'Lead'];
    const { envelope } = await t.call('/v1/log/report', {
      uuid: 'device-pixel',
      events: names.map((event) => ({ event, params: { currency: 'USD', value: 9.99 } })),
    });
    expect(envelope).toMatchObject({ code: 0, data: { accepted: 5, dropped: [] } });
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.deviceUuid, 'device-pixel'));
    expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
  });

  it('keeps the good events of a batch and names the ones it dropped', async () => {
    const { envelope } = await t.call('/v1/log/report', {
      uuid: 'device-mixed',
      events: [
        { event: 'page_buy_vip_suc', params: { orderId: 'o-1' } },
        { event: 'Bad Name' },
        42,
        {
          event: 'page_load_time',
          params: {
            path: 'x'.repeat(1000),
            more: 'y'.repeat(1000),
            a: 'z'.repeat(1000),
            b: 'w'.repeat(1000),
            c: 'v'.repeat(200),
          },
        },
        { event: 'Purchase', params: { currency: 'USD', orderId: 'o-1' } },
        { event: 'page_home_select', time: -5 },
      ],
    });
    expect(envelope.code).toBe(0);
    const data = envelope.data as {
      accepted: number;
      dropped: Array<{ index: number; reason: string }>;
    };
    expect(data.accepted).toBe(2);
    expect(data.dropped.map((item) => item.index)).toEqual([1, 2, 3, 5]);
    expect(data.dropped[0]?.reason).toMatch(/^event: /);
    expect(data.dropped[2]?.reason).toMatch(/^params: at most 4096 characters/);
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.deviceUuid, 'device-mixed'));
    expect(rows.map((row) => row.name).sort()).toEqual(['Purchase', 'page_buy_vip_suc']);
  });

  it('answers a batch of only bad events with nothing stored', async () => {
    const { envelope } = await t.call('/v1/log/report', { events: [{ event: '' }, null] });
    expect(envelope).toMatchObject({ code: 0, data: { accepted: 0 } });
    expect((envelope.data as { dropped: unknown[] }).dropped).toHaveLength(2);
  });

  it('refuses a batch that is empty, longer than 50 events or not a list', async () => {
    const many = Array.from({ length: 51 }, () => ({ event: 'x' }));
    for (const events of [[], many, 'page_home_select', { event: 'x' }]) {
      expect((await t.call('/v1/log/report', { events })).envelope.code).toBe(API_CODE.badParams);
    }
  });
});

describe('/v1/open', () => {
  it('records the site open with d, channel, platform, publisher and country', async () => {
    const { envelope } = await t.call(
      '/v1/open',
      { d: 'ad-42', ch: 'spring', plat: 'pwa', publisher: 'velora', uuid: 'device-b' },
      { 'cf-ipcountry': 'br' },
    );
    expect(envelope.code).toBe(0);
    const id = (envelope.data as { id: number }).id;
    const [row] = await t.db.select().from(siteOpens).where(eq(siteOpens.id, id));
    expect(row).toMatchObject({
      d: 'ad-42',
      channel: 'spring',
      platform: 'pwa',
      publisher: 'velora',
      deviceUuid: 'device-b',
      country: 'BR',
    });
  });

  it('records an open without d', async () => {
    const { envelope } = await t.call('/v1/open', {});
    expect(envelope.code).toBe(0);
  });
});
