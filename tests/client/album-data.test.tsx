import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSentPhotos } from '../../src/client/features/characters/api/list-sent-photos';
import type { AlbumFilter } from '../../src/client/features/studio/album/album-entries';
import { useAlbum } from '../../src/client/features/studio/album/use-album';
import { listMyItems } from '../../src/client/lib/media/list-my-items';
import type { StudioItem } from '../../src/contract/api/studio-endpoints';
import { deferred } from './helpers/deferred';

vi.mock('../../src/client/lib/media/list-my-items', () => ({ listMyItems: vi.fn() }));
vi.mock('../../src/client/features/characters/api/list-sent-photos', () => ({
  listSentPhotos: vi.fn(async () => ({ list: [] })),
}));

type MyItems = Awaited<ReturnType<typeof listMyItems>>;

const item = (itemId: string, kind: 'photo' | 'video'): StudioItem =>
  ({ itemId, kind, state: 'ready', characterId: 'c1', characterNick: 'Alice' }) as StudioItem;
const items = (...list: StudioItem[]) => ({ list, nextCursor: null }) as unknown as MyItems;
const shownIds = (entries: ReturnType<typeof useAlbum>['entries']) =>
  entries?.map((entry) => entry.item?.itemId);

afterEach(() => vi.clearAllMocks());

describe('Album data', () => {
  it('shows the filter the user chose when the filter they left answers last', async () => {
    const all = deferred<MyItems>();
    const videos = deferred<MyItems>();
    vi.mocked(listMyItems).mockImplementation(({ kind }) =>
      kind === 'video' ? videos.promise : all.promise,
    );
    const { result, rerender } = renderHook(({ filter }) => useAlbum(filter, 'u1'), {
      initialProps: { filter: 'all' as AlbumFilter },
    });
    expect(result.current.entries).toBeNull();

    rerender({ filter: 'videos' });
    await act(async () => {
      videos.resolve(items(item('v1', 'video')));
      await videos.promise;
    });
    await waitFor(() => expect(shownIds(result.current.entries)).toEqual(['v1']));

    // The slow answer for "All" lands last: it must not replace the videos.
    await act(async () => {
      all.resolve(items(item('p1', 'photo'), item('v1', 'video')));
      await all.promise;
    });
    expect(shownIds(result.current.entries)).toEqual(['v1']);
    expect(listSentPhotos).toHaveBeenCalledTimes(1);
  });

  it('after a deletion, shows no other filter with the deleted item from before', async () => {
    vi.mocked(listMyItems).mockImplementation(async ({ kind }) =>
      kind === 'video'
        ? items(item('v1', 'video'))
        : items(item('p1', 'photo'), item('v1', 'video')),
    );
    const { result, rerender } = renderHook(({ filter }) => useAlbum(filter, 'u1'), {
      initialProps: { filter: 'all' as AlbumFilter },
    });
    await waitFor(() => expect(shownIds(result.current.entries)).toEqual(['p1', 'v1']));
    rerender({ filter: 'videos' });
    await waitFor(() => expect(shownIds(result.current.entries)).toEqual(['v1']));

    // The video is deleted under "Videos"; the server's lists no longer hold it.
    vi.mocked(listMyItems).mockImplementation(() => new Promise(() => {}));
    act(() =>
      result.current.setEntries(
        (current) => current?.filter((entry) => entry.item?.itemId !== 'v1') ?? null,
      ),
    );
    expect(shownIds(result.current.entries)).toEqual([]);
    // Back on "All": its answer from before the deletion is not shown; it is asked again.
    rerender({ filter: 'all' });
    expect(result.current.entries).toBeNull();
  });
});
