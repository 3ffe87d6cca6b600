import { describe, expect, it } from 'vitest';
import { mayPreloadScreens } from '../../../src/client/app/preload-gate';

describe('the idle preload of every screen', () => {
  it('runs on a fast connection, or where the browser tells nothing of it', () => {
    expect(
      mayPreloadScreens({ connection: { effectiveType: '4g' }, isTelegramOnPhone: false }),
    ).toBe(true);
    expect(mayPreloadScreens({ connection: undefined, isTelegramOnPhone: false })).toBe(true);
    expect(mayPreloadScreens({ connection: {}, isTelegramOnPhone: false })).toBe(true);
  });

  it('stops when the visitor asked to save data, even on a fast connection', () => {
    expect(
      mayPreloadScreens({
        connection: { saveData: true, effectiveType: '4g' },
        isTelegramOnPhone: false,
      }),
    ).toBe(false);
  });

  it('stops on slow connections: 3g, 2g and slow-2g', () => {
    for (const effectiveType of ['3g', '2g', 'slow-2g']) {
      expect(mayPreloadScreens({ connection: { effectiveType }, isTelegramOnPhone: false })).toBe(
        false,
      );
    }
  });

  it("stops inside Telegram's phone apps, whatever the connection says", () => {
    expect(
      mayPreloadScreens({ connection: { effectiveType: '4g' }, isTelegramOnPhone: true }),
    ).toBe(false);
    expect(mayPreloadScreens({ connection: undefined, isTelegramOnPhone: true })).toBe(false);
  });
});
