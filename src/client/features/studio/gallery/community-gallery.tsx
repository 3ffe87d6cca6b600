import type { StudioItem } from '@contract/api/studio-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { studioEntry } from '../album/album-entries';
import { PhotoViewer } from '../album/photo-viewer';
import { GalleryGrid } from './gallery-grid';
import { useGallery } from './use-gallery';
import '../gallery.css';

interface CommunityGalleryProps {
  /** Her gallery on her page; everyone's when null. */
  characterId: string | null;
  /** What to say when there is nothing yet. */
  emptyText: string;
}

/** The community gallery: newest or most liked, liked in place, opened full screen. */
export function CommunityGallery({ characterId, emptyText }: CommunityGalleryProps) {
  const { t } = useLingui();
  const [sort, setSort] = useState<'new' | 'top'>('new');
  const gallery = useGallery(characterId, sort);
  const [open, setOpen] = useState<number | null>(null);
  const items = gallery.items ?? [];
  const onChange = (item: StudioItem) => gallery.replace(item);
  const sorts = [
    { id: 'new' as const, label: t`Newest` },
    { id: 'top' as const, label: t`Most liked` },
  ];
  return (
    <div className="community-gallery">
      <div className="segmented" role="tablist" aria-label={t`Order`}>
        {sorts.map((option) => (
          <button
            key={option.id}
            type="button"
            role="tab"
            aria-selected={sort === option.id}
            className={`segmented__item${sort === option.id ? ' segmented__item--selected' : ''}`}
            onClick={() => setSort(option.id)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {gallery.hasFailed && (
        <button type="button" className="text-button" onClick={() => void gallery.retry()}>
          {t`Could not load the gallery. Tap to try again.`}
        </button>
      )}
      {gallery.items?.length === 0 && <p className="studio-hint">{emptyText}</p>}
      <GalleryGrid
        items={items}
        showsCharacter={characterId === null}
        onOpen={setOpen}
        onChange={onChange}
      />
      {gallery.hasMore && (
        <Button size="m" mode="bezeled" onClick={() => void gallery.loadMore()}>
          {t`Show more`}
        </Button>
      )}
      {open !== null && (
        <PhotoViewer
          entries={items.map(studioEntry)}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          onItemChange={onChange}
          onItemDeleted={() => {
            setOpen(null);
            void gallery.retry();
          }}
        />
      )}
    </div>
  );
}
