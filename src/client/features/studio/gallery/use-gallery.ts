import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { useState } from 'react';
import { listGallery } from '../api/list-gallery';
import { refreshOtherStudioLists } from '../studio-lists';

/** How many gallery pictures one page brings. */
const PAGE_SIZE = 24;

/** The pages of one gallery loaded so far, as one list. */
interface GalleryPages {
  list: StudioItem[];
  nextCursor: string | null;
}

/**
 * The community gallery, of one character or all, newest or most liked, a page at a time. Each
 * order's answer is its own: a slow answer for the order the user left never shows.
 */
export function useGallery(characterId: string | null, sort: 'new' | 'top') {
  const galleryKey = ['gallery', characterId, sort] as const;
  const pageFrom = (cursor: string | null) =>
    listGallery(
      {
        sort,
        size: PAGE_SIZE,
        ...(characterId ? { characterId } : {}),
        ...(cursor ? { cursor } : {}),
      },
      { silent: true },
    );
  const gallery = useApiQuery<GalleryPages>({
    queryKey: galleryKey,
    queryFn: () => pageFrom(null),
  });
  /** The gallery whose next page failed (its Show more then offers to try again). */
  const [moreFailedFor, setMoreFailedFor] = useState<string | null>(null);
  const hash = JSON.stringify(galleryKey);
  const cursor = gallery.data?.nextCursor ?? null;

  const loadMore = () => {
    setMoreFailedFor(null);
    return pageFrom(cursor).then(
      (page) =>
        // Appended only to the list it continues.
        queryClient.setQueryData<GalleryPages>(galleryKey, (current) =>
          current?.nextCursor === cursor
            ? { list: [...current.list, ...page.list], nextCursor: page.nextCursor }
            : current,
        ),
      () => setMoreFailedFor(hash),
    );
  };

  /** Shows an item as the server answered after a change; the other lists ask again. */
  const replace = (item: StudioItem) => {
    queryClient.setQueryData<GalleryPages>(galleryKey, (current) =>
      current
        ? {
            ...current,
            list: current.list.map((each) => (each.itemId === item.itemId ? item : each)),
          }
        : current,
    );
    refreshOtherStudioLists('gallery');
  };

  return {
    items: gallery.data?.list ?? null,
    hasMore: cursor !== null,
    hasFailed: (gallery.isError && !gallery.isFetching) || moreFailedFor === hash,
    loadMore,
    retry: () => (moreFailedFor === hash ? loadMore() : gallery.refetch().catch(() => {})),
    replace,
  };
}
