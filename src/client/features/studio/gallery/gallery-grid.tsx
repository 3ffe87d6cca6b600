import { thumbnailUrl } from '@client/lib/thumbnail-url';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { useLingui } from '@lingui/react/macro';
import { LikeButton } from './like-button';
import '../gallery.css';

interface GalleryGridProps {
  items: readonly StudioItem[];
  /** Names each picture's character (the overall gallery); her own page leaves it out. */
  showsCharacter?: boolean;
  onOpen(index: number): void;
  onChange(item: StudioItem): void;
}

/** Community pictures in a grid, each with its like. */
export function GalleryGrid({ items, showsCharacter = false, onOpen, onChange }: GalleryGridProps) {
  const { t } = useLingui();
  return (
    <ul className="gallery-grid">
      {items.map((item, index) => (
        <li key={item.itemId} className="gallery-cell">
          <button
            type="button"
            className="album-tile"
            onClick={() => onOpen(index)}
            // A video's name ends with the duration its mark shows (the name holds what is seen).
            aria-label={
              item.kind === 'video'
                ? `${t`Video of ${item.characterNick}`}, ${t`${item.durationSeconds} s`}`
                : t`Open the photo of ${item.characterNick}`
            }
          >
            <img
              className="album-tile__picture"
              src={thumbnailUrl(item.kind === 'video' ? item.posterUrl : item.url, 384)}
              alt=""
              loading="lazy"
            />
            {item.kind === 'video' && (
              <span className="album-tile__mark" aria-hidden="true">
                ▶ {t`${item.durationSeconds} s`}
              </span>
            )}
          </button>
          <div className="gallery-cell__meta">
            {showsCharacter && <span dir="auto">{item.characterNick}</span>}
            <LikeButton item={item} onChange={onChange} />
          </div>
        </li>
      ))}
    </ul>
  );
}
