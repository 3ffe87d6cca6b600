import { describe, expect, it, vi } from 'vitest';
import { createBuildWatch } from '../../src/client/app/build-watch';

function setup(latest: () => string | null) {
  let now = 0;
  const fetchLatestBuildId = vi.fn(async () => latest());
  const reload = vi.fn(() => true);
  const watch = createBuildWatch({
    currentBuildId: 'b1',
    fetchLatestBuildId,
    reload,
    now: () => now,
  });
  return { watch, fetchLatestBuildId, reload, tick: (ms: number) => (now += ms) };
}

describe('new build detection', () => {
  it('reloads on the navigation after a new build was seen, not on the one that saw it', async () => {
    const { watch, reload } = setup(() => 'b2');
    expect(await watch.onNavigate('/chat')).toBe(false);
    expect(watch.isNewBuildAvailable).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(await watch.onNavigate('/settings')).toBe(true);
    expect(reload).toHaveBeenCalledWith('/settings');
  });

  it('asks the server at most once per 10 s per path', async () => {
    const { watch, fetchLatestBuildId, tick } = setup(() => 'b1');
    await watch.onNavigate('/chat');
    await watch.onNavigate('/chat');
    await watch.onNavigate('/settings');
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(2);
    tick(10_000);
    await watch.onNavigate('/chat');
    expect(fetchLatestBuildId).toHaveBeenCalledTimes(3);
    expect(watch.isNewBuildAvailable).toBe(false);
  });

  it('ignores a failed check', async () => {
    const { watch } = setup(() => {
      throw new Error('offline');
    });
    expect(await watch.onNavigate('/')).toBe(false);
    expect(watch.isNewBuildAvailable).toBe(false);
  });
});
