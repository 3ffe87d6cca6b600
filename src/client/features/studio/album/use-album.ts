import { listMyItems } from '@client/lib/media/list-my-items';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { listSentPhotos } from '../../characters/api/list-sent-photos';
import { refreshOtherStudioLists } from '../studio-lists';
import { type AlbumEntry, type AlbumFilter, chatEntry, studioEntry } from './album-entries';

/** How many generated items the album asks for at once. */
const PAGE_SIZE = 50;

async function loadAlbum(filter: AlbumFilter): Promise<AlbumEntry[]> {
  const [studio, chat] = await Promise.all([
    listMyItems(
      {
        size: PAGE_SIZE,
        ...(filter === 'photos' ? { kind: 'photo' as const } : {}),
        ...(filter === 'videos' ? { kind: 'video' as const } : {}),
        ...(filter === 'favorites' ? { favorites: true } : {}),
      },
      { silent: true },
    ),
    filter === 'all' || filter === 'photos'
      ? listSentPhotos({}, { silent: true })
      : Promise.resolve({ list: [] }),
  ]);
  return [...studio.list.map(studioEntry), ...chat.list.map(chatEntry)];
}

/**
 * The album under a filter: my studio items (of its kind, or my favorites) and, for all and
 * photos, the photos characters sent me in chat. A slow answer for a filter the user has left
 * never shows under the current one.
 */
export function useAlbum(filter: AlbumFilter, uid: string | null) {
  const albumKey = ['album', uid, filter] as const;
  const album = useApiQuery({
    queryKey: albumKey,
    queryFn: () => loadAlbum(filter),
    enabled: Boolean(uid),
  });

  /** Shows an item as the server answered after a change; the other filters and lists ask again. */
  const setEntries = (change: (current: AlbumEntry[] | null) => AlbumEntry[] | null) => {
    queryClient.setQueryData<AlbumEntry[]>(
      albumKey,
      (current) => change(current ?? null) ?? undefined,
    );
    for (const other of ['all', 'photos', 'videos', 'favorites'] as const)
      if (other !== filter) queryClient.invalidateQueries(['album', uid, other]);
    refreshOtherStudioLists('album');
  };
  const reload = () => album.refetch().catch(() => {});

  return {
    entries: uid ? (album.data ?? null) : null,
    setEntries,
    hasFailed: album.isError && !album.isFetching,
    reload,
  };
}
