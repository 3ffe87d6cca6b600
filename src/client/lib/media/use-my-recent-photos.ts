import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { useAtomValue } from 'jotai';
import { listMyItems } from './list-my-items';

/** How many of my latest photos a picker offers. */
const RECENT_PHOTOS = 30;

/**
 * My latest studio photos, for the pickers that choose one (a video's source, an order's
 * delivery), as one cached answer; null while loading, empty when they failed.
 */
export function useMyRecentPhotos(): StudioItem[] | null {
  const uid = useAtomValue(sessionUidAtom);
  const photos = useApiQuery({
    queryKey: ['myItems', uid, 'photo', RECENT_PHOTOS],
    queryFn: async () =>
      (await listMyItems({ kind: 'photo', size: RECENT_PHOTOS }, { silent: true })).list,
    enabled: Boolean(uid),
  });
  return photos.data ?? (photos.isError ? [] : null);
}
