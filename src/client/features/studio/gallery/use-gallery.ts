import type { StudioItem } from '@contract/api/studio-endpoints';
import { useCallback, useEffect, useState } from 'react';
import { listGallery } from '../api/list-gallery';

/** How many gallery pictures one page brings. */
const PAGE_SIZE = 24;

/** The community gallery, of one character or all, newest or most liked, a page at a time. */
export function useGallery(characterId: string | null, sort: 'new' | 'top') {
  const [items, setItems] = useState<StudioItem[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  const load = useCallback(
    async (from: string | null) => {
      setHasFailed(false);
      try {
        const page = await listGallery(
          {
            sort,
            size: PAGE_SIZE,
            ...(characterId ? { characterId } : {}),
            ...(from ? { cursor: from } : {}),
          },
          { silent: true },
        );
        setItems((current) => (from ? [...(current ?? []), ...page.list] : page.list));
        setCursor(page.nextCursor);
      } catch {
        setHasFailed(true);
      }
    },
    [characterId, sort],
  );

  useEffect(() => {
    setItems(null);
    setCursor(null);
    void load(null);
  }, [load]);

  const replace = useCallback((item: StudioItem) => {
    setItems(
      (current) => current?.map((each) => (each.itemId === item.itemId ? item : each)) ?? null,
    );
  }, []);

  return {
    items,
    hasMore: cursor !== null,
    hasFailed,
    loadMore: () => load(cursor),
    retry: () => load(null),
    replace,
  };
}
