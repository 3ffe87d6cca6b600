import { type QueryKey, queryClient } from '@client/lib/query/query-client';

/** The cached lists that show studio items (each key's first part). */
const STUDIO_LISTS = ['album', 'gallery', 'myItems', 'characterPhotos', 'photoStatics'] as const;

/**
 * After an item changed (liked, made private, deleted, made) in one list, which already shows
 * the server's answer: the other lists holding items are asked again where shown and forgotten
 * elsewhere, so none of them shows the item as it was.
 */
export function refreshOtherStudioLists(changedIn: QueryKey[0] | null): void {
  for (const list of STUDIO_LISTS) if (list !== changedIn) queryClient.invalidateQueries([list]);
}
