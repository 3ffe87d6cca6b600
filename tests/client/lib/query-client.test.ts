import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../src/client/lib/query/query-client';
import { deferred } from '../helpers/deferred';

// This file runs in Node's environment, where the setup file does not clear the cache.
afterEach(() => queryClient.clear());

/** Keeps a key shown, as a mounted screen does, until the returned function is called. */
const show = (key: readonly unknown[]) => queryClient.subscribe(key, () => {});

describe('queryClient.invalidateQueries', () => {
  it('asks again for a shown key, and the answer from before the change loses', async () => {
    const key = ['binds', 'u1'];
    const stop = show(key);
    const before = deferred<string[]>();
    const after = deferred<string[]>();
    const queryFn = vi
      .fn<() => Promise<string[]>>()
      .mockReturnValueOnce(before.promise)
      .mockReturnValueOnce(after.promise);
    void queryClient.fetchQuery(key, queryFn).catch(() => {});

    // A change on the server while the first request is under way.
    queryClient.invalidateQueries(['binds']);
    expect(queryFn).toHaveBeenCalledTimes(2);
    after.resolve(['email']);
    await after.promise;
    before.resolve([]);
    await before.promise;
    await expect.poll(() => queryClient.getState<string[]>(key).data).toEqual(['email']);
    stop();
  });

  it('forgets keys nobody shows, so their next screen does not show the old answer', async () => {
    await queryClient.fetchQuery(['album', 'u1', 'all'], async () => ['old photo']);
    await queryClient.fetchQuery(['albums', 'u1'], async () => ['another list']);
    queryClient.invalidateQueries(['album']);
    expect(queryClient.getState(['album', 'u1', 'all']).data).toBeUndefined();
    expect(queryClient.getState(['album', 'u1', 'all']).isPending).toBe(true);
    // Only whole key parts match: "albums" is another list.
    expect(queryClient.getState(['albums', 'u1']).data).toEqual(['another list']);
  });
});

describe('queryClient answers', () => {
  it('records when the shown answer arrived, for staleTime', async () => {
    expect(queryClient.getState(['tags', 'en']).dataUpdatedAt).toBe(0);
    await queryClient.fetchQuery(['tags', 'en'], async () => ['cute']);
    expect(queryClient.getState(['tags', 'en']).dataUpdatedAt).toBeGreaterThan(0);
  });
});
