import { describe, expect, it } from 'vitest';
import { START_PARAM_MAX_LENGTH } from '../../src/contract/constants';
import {
  decodeStartParam,
  encodeStartParam,
  pickStartParams,
  START_PARAM_EFFECTS,
  START_PARAM_KEYS,
} from '../../src/contract/start-params';

describe('the start parameter table', () => {
  it('says what every parameter of spec §2 does', () => {
    expect(Object.keys(START_PARAM_EFFECTS).sort()).toEqual([...START_PARAM_KEYS].sort());
    for (const effect of Object.values(START_PARAM_EFFECTS))
      expect(effect.length).toBeGreaterThan(10);
  });
});

describe('start parameter encoding', () => {
  it('round-trips every key, unicode and JSON included', () => {
    const params = {
      l: 'spring-2026',
      u: '123456789012345678',
      ch: 'tg_ads',
      shareDialog: '1',
      bp: 'push-7',
      act: 'open_vip',
      from: 'bot',
      alert: 'Привет, 世界 😀',
      extraOrderParams: JSON.stringify({ scriptId: 12, client: 'miniapp' }),
    };
    const encoded = encodeStartParam(params);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeStartParam(encoded)).toEqual(params);
  });

  it('leaves out empty values and is empty for no params', () => {
    expect(decodeStartParam(encodeStartParam({ u: '1', ch: '' }))).toEqual({ u: '1' });
    expect(encodeStartParam({})).toBe('');
  });

  it('refuses to make a value longer than Telegram allows', () => {
    expect(() => encodeStartParam({ alert: 'x'.repeat(400) })).toThrow(/512/);
    const longest = encodeStartParam({ alert: 'x'.repeat(370) });
    expect(longest.length).toBeLessThanOrEqual(START_PARAM_MAX_LENGTH);
  });

  it('decodes anything else to no params instead of failing', () => {
    for (const value of [
      null,
      undefined,
      '',
      'u_42',
      'has space',
      '%%%',
      'x'.repeat(600),
      '____',
    ]) {
      expect(decodeStartParam(value)).toEqual({});
    }
  });

  it('ignores unknown keys', () => {
    const encoded = btoa('u=7&evil=1&token=abc').replace(/=+$/, '');
    expect(decodeStartParam(encoded)).toEqual({ u: '7' });
  });
});

describe('start parameters from a query string', () => {
  it('keeps known, non-empty, trimmed values', () => {
    const query = new URLSearchParams('u=%2042%20&ch=&l=abc&other=1&act=+');
    expect(pickStartParams(query)).toEqual({ u: '42', l: 'abc' });
  });
});
