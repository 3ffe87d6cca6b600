import { describe, expect, it } from 'vitest';
import { saveChannel } from '../../src/client/bridge/channel';
import { parsePageQuery } from '../../src/client/bridge/page-query';
import { PAGE_QUERY_EFFECTS } from '../../src/contract/start-params';

describe('page query parameters', () => {
  it('reads merchantParam as URL-encoded JSON with bizId and bizType', () => {
    const merchantParam = encodeURIComponent(JSON.stringify({ bizId: 981, bizType: 'vip' }));
    expect(parsePageQuery(`?merchantParam=${merchantParam}`).merchantParam).toEqual({
      bizId: '981',
      bizType: 'vip',
    });
  });

  it('drops a merchantParam that is not JSON or lacks bizId or bizType', () => {
    for (const raw of [
      'nope',
      '{"bizId":1}',
      '{"bizType":"vip"}',
      '[1]',
      'null',
      '{"bizId":{},"bizType":"vip"}',
    ]) {
      expect(
        parsePageQuery(`?merchantParam=${encodeURIComponent(raw)}`).merchantParam,
        raw,
      ).toBeNull();
    }
  });

  it('keeps only the text of c before the first &', () => {
    expect(parsePageQuery(`?c=${encodeURIComponent('fb_ads&utm=1')}`).c).toBe('fb_ads');
    expect(parsePageQuery('?c=%20tg%20').c).toBe('tg');
    expect(parsePageQuery(`?c=${encodeURIComponent('&x')}`).c).toBeNull();
  });

  it('reads the other parameters, treating blank as absent', () => {
    expect(parsePageQuery('?tmpToken=abc&pwa=1&favorite=1&d=ad7&testB=b&c=')).toEqual({
      merchantParam: null,
      tmpToken: 'abc',
      c: null,
      pwa: '1',
      favorite: '1',
      d: 'ad7',
      testB: 'b',
    });
    expect(parsePageQuery('?tmpToken=%20%20').tmpToken).toBeNull();
  });
});

describe('the table of what each query parameter does', () => {
  it('names every parameter a page reads, and nothing else', () => {
    expect(Object.keys(PAGE_QUERY_EFFECTS).sort()).toEqual(Object.keys(parsePageQuery('')).sort());
  });
});

describe('saveChannel', () => {
  it('saves a trimmed channel only when non-empty and nobody is signed in', () => {
    expect(saveChannel('  ', false)).toBe(false);
    expect(saveChannel(undefined, false)).toBe(false);
    expect(localStorage.getItem('channel')).toBeNull();
    expect(saveChannel(' spring ', true)).toBe(false);
    expect(localStorage.getItem('channel')).toBeNull();
    expect(saveChannel(' spring ', false)).toBe(true);
    expect(localStorage.getItem('channel')).toBe('spring');
  });
});
