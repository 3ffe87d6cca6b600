import { thumbnailUrl } from '@client/lib/thumbnail-url';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { AlbumEntry } from './album-entries';
import '../gallery.css';

/** One picture in the album grid: its thumbnail (or poster), marks for video, favorite, lock. */
export function AlbumTile({ entry, onOpen }: { entry: AlbumEntry; onOpen(): void }) {
  const { t } = useLingui();
  const item = entry.item;
  const picture = item?.kind === 'video' ? item.posterUrl : entry.url;
  // The name ends with what the tile's marks show (duration, VIP), so it holds what is seen.
  const marks = [
    entry.kind === 'video' && item ? t`${item.durationSeconds} s` : null,
    entry.isLocked ? t`VIP` : null,
  ].filter(Boolean);
  const label = [
    entry.kind === 'video'
      ? t`Video of ${entry.characterNick}`
      : t`Photo of ${entry.characterNick}`,
    ...marks,
  ].join(', ');
  if (item?.state === 'generating' || item?.state === 'failed') {
    return (
      <Link
        className="album-tile album-tile--pending"
        href={`${ROUTES.ugcGenerateImage}?item=${item.itemId}`}
      >
        {item.state === 'failed' ? t`Failed, coins refunded` : t`${item.progress}% done`}
      </Link>
    );
  }
  return (
    <button type="button" className="album-tile" onClick={onOpen} aria-label={label}>
      {picture && (
        <img
          src={thumbnailUrl(picture, 384)}
          alt=""
          loading="lazy"
          className={`album-tile__picture${entry.isLocked ? ' album-tile__locked' : ''}`}
        />
      )}
      {entry.kind === 'video' && item && (
        <span className="album-tile__mark" aria-hidden="true">
          ▶ {t`${item.durationSeconds} s`}
        </span>
      )}
      {item?.isFavorite && (
        <span className="album-tile__star">
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t`Favorite`}</span>
        </span>
      )}
      {entry.isLocked && (
        <span className="album-tile__mark" aria-hidden="true">
          {t`VIP`}
        </span>
      )}
    </button>
  );
}
