import { listMyItems } from '@client/lib/media/list-my-items';
import { useCallback, useEffect, useState } from 'react';
import { listSentPhotos } from '../../characters/api/list-sent-photos';
import { type AlbumEntry, type AlbumFilter, chatEntry, studioEntry } from './album-entries';

/** How many generated items the album asks for at once. */
const PAGE_SIZE = 50;

/**
 * The album under a filter: my studio items (of its kind, or my favorites) and, for all and
 * photos, the photos characters sent me in chat.
 */
export function useAlbum(filter: AlbumFilter, uid: string | null) {
  const [entries, setEntries] = useState<AlbumEntry[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  const load = useCallback(async () => {
    if (!uid) return;
    setHasFailed(false);
    try {
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
      setEntries([...studio.list.map(studioEntry), ...chat.list.map(chatEntry)]);
    } catch {
      setHasFailed(true);
    }
  }, [filter, uid]);

  useEffect(() => {
    setEntries(null);
    void load();
  }, [load]);

  return { entries, setEntries, hasFailed, reload: load };
}
