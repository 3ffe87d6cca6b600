import { emitAppEvent } from '@client/app/app-events';
import { SparkleIcon } from '@client/components/icons/icons';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { trackEvent } from '@client/lib/analytics/track-event';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { type AlbumFilter, groupByCharacter, studioEntry } from './album-entries';
import { AlbumTile } from './album-tile';
import { PhotoViewer } from './photo-viewer';
import { useAlbum } from './use-album';
import '../../my-roles/my-roles.css';
import '../studio.css';
import '../gallery.css';

/** `/album`: everything I generated and every photo a character sent me, by character. */
export default function AlbumScreen() {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  useEffect(() => trackEvent('album', { action: 'open' }), []);
  const goBack = useGoBack(ROUTES.home);
  const [filter, setFilter] = useState<AlbumFilter>('all');
  const { entries, setEntries, hasFailed, reload } = useAlbum(filter, uid);
  const [open, setOpen] = useState<number | null>(null);
  const groups = groupByCharacter(entries ?? []);
  // The viewer swipes through the album in the order it is shown.
  const shown = groups.flatMap((group) => group.entries);
  const filters: Array<{ id: AlbumFilter; label: string }> = [
    { id: 'all', label: t`All` },
    { id: 'photos', label: t`Photos` },
    { id: 'videos', label: t`Videos` },
    { id: 'favorites', label: t`Favorites` },
  ];

  return (
    <PageFrame
      title={t`Album`}
      onBack={goBack}
      isWide
      actions={
        <Link href={ROUTES.ugcGenerateImage} className="pill-link">
          {t`Generate`}
        </Link>
      }
    >
      {!uid ? (
        <div className="empty-state">
          <span className="empty-state__art">
            <SparkleIcon size={44} />
          </span>
          <p>{t`Your photos and videos of your companions, all in one place.`}</p>
          <Button size="l" onClick={() => emitAppEvent('showLogin', { fromLanding: false })}>
            {t`Sign in`}
          </Button>
        </div>
      ) : (
        <div className="studio">
          <div className="segmented" role="tablist" aria-label={t`Show`}>
            {filters.map((option) => (
              <button
                key={option.id}
                type="button"
                role="tab"
                aria-selected={filter === option.id}
                className={`segmented__item${filter === option.id ? ' segmented__item--selected' : ''}`}
                onClick={() => setFilter(option.id)}
              >
                {option.label}
              </button>
            ))}
          </div>
          {hasFailed && (
            <button type="button" className="text-button" onClick={() => void reload()}>
              {t`Could not load your album. Tap to try again.`}
            </button>
          )}
          {entries && entries.length === 0 && (
            <div className="empty-state">
              <span className="empty-state__art">
                <SparkleIcon size={44} />
              </span>
              <p>
                {filter === 'favorites'
                  ? t`No favorites yet: tap ☆ on a photo to keep it here.`
                  : t`Nothing here yet. Generate a photo of a character, or ask one for a photo in chat.`}
              </p>
              <div className="empty-state__actions">
                <Link href={ROUTES.ugcGenerateImage} className="empty-state__button">
                  {t`Generate a photo`}
                </Link>
              </div>
            </div>
          )}
          {groups.map((group) => (
            <section key={group.characterId} className="album-group">
              <h2 className="album-group__title">
                {group.characterId ? (
                  <Link href={`/role/${group.characterId}`} dir="auto">
                    {group.nick}
                  </Link>
                ) : (
                  t`From your uploads`
                )}
              </h2>
              <div className="album-grid">
                {group.entries.map((entry) => (
                  <AlbumTile
                    key={entry.key}
                    entry={entry}
                    onOpen={() => setOpen(shown.indexOf(entry))}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
      {open !== null && (
        <PhotoViewer
          entries={shown}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          onItemChange={(item) =>
            setEntries(
              (current) =>
                current?.map((entry) =>
                  entry.item?.itemId === item.itemId ? studioEntry(item) : entry,
                ) ?? null,
            )
          }
          onItemDeleted={(itemId) => {
            setOpen(null);
            setEntries(
              (current) => current?.filter((entry) => entry.item?.itemId !== itemId) ?? null,
            );
          }}
        />
      )}
    </PageFrame>
  );
}
