import { listMyItems } from '@client/lib/media/list-my-items';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useNearView } from '@client/lib/use-near-view';
import { sessionUidAtom } from '@client/session/session';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { ROUTES } from '@contract/routes';
import { Plural, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { studioEntry } from '../album/album-entries';
import { PhotoViewer } from '../album/photo-viewer';
import { getPhotoStatics } from '../api/get-photo-statics';
import { refreshOtherStudioLists } from '../studio-lists';
import { CommunityGallery } from './community-gallery';
import { GalleryGrid } from './gallery-grid';
import '../../my-roles/my-roles.css';
import '../studio.css';
import '../gallery.css';

/** My own pictures of her, newest first, opened full screen. */
function MyPicturesOf({ characterId, uid }: { characterId: string; uid: string | null }) {
  const itemsKey = ['characterPhotos', uid, characterId] as const;
  const items =
    useApiQuery({
      queryKey: itemsKey,
      queryFn: async () =>
        (await listMyItems({ characterId }, { silent: true })).list.filter(
          (item) => item.state === 'ready',
        ),
    }).data ?? [];
  const [open, setOpen] = useState<number | null>(null);
  /** Shows my change (the server's answer); the other lists holding the item ask again. */
  const setItems = (change: (current: StudioItem[]) => StudioItem[]) => {
    queryClient.setQueryData<StudioItem[]>(itemsKey, (current) => change(current ?? []));
    refreshOtherStudioLists('characterPhotos');
  };
  const replace = (item: StudioItem) =>
    setItems((current) => current.map((each) => (each.itemId === item.itemId ? item : each)));
  return (
    <>
      <GalleryGrid items={items} onOpen={setOpen} onChange={replace} />
      {open !== null && (
        <PhotoViewer
          entries={items.map(studioEntry)}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          onItemChange={replace}
          onItemDeleted={(itemId) => {
            setOpen(null);
            setItems((current) => current.filter((each) => each.itemId !== itemId));
          }}
        />
      )}
    </>
  );
}

/** Her page's photos: the community's pictures of her and mine, and a way to make one. */
export function CharacterPhotos({ characterId, nick }: { characterId: string; nick: string }) {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const [tab, setTab] = useState<'community' | 'mine'>('community');
  const sectionRef = useRef<HTMLElement>(null);
  // Below her story: loaded when scrolled near, after the page's own calls.
  const isNear = useNearView(sectionRef);
  // Signing in changes my count.
  const counts = useApiQuery({
    queryKey: ['photoStatics', characterId, uid],
    queryFn: () => getPhotoStatics({ characterId }, { silent: true }),
    enabled: isNear,
  });
  const { publicCount, likeCount, mineCount } = counts.data ?? {
    publicCount: 0,
    likeCount: 0,
    mineCount: 0,
  };
  return (
    <section ref={sectionRef} className="character-photos" aria-labelledby="character-photos-title">
      <div className="studio-field__head">
        <h3 id="character-photos-title" className="character-photos__title">
          {t`Photos of ${nick}`}
        </h3>
        <Link href={`${ROUTES.ugcGenerateImage}?character=${characterId}`} className="pill-link">
          {t`Generate a photo`}
        </Link>
      </div>
      <p className="studio-hint">
        <Plural value={publicCount} one="# public photo" other="# public photos" /> ·{' '}
        <Plural value={likeCount} one="# like" other="# likes" />
      </p>
      {mineCount > 0 && (
        <div className="segmented" role="tablist" aria-label={t`Whose photos`}>
          {(['community', 'mine'] as const).map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              className={`segmented__item${tab === id ? ' segmented__item--selected' : ''}`}
              onClick={() => setTab(id)}
            >
              {id === 'community' ? t`Community` : t`Mine (${mineCount})`}
            </button>
          ))}
        </div>
      )}
      {!isNear ? null : tab === 'mine' && mineCount > 0 ? (
        <MyPicturesOf characterId={characterId} uid={uid} />
      ) : (
        <CommunityGallery
          characterId={characterId}
          emptyText={t`No one has shared a photo of her yet. Be the first.`}
        />
      )}
    </section>
  );
}
