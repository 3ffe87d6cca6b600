import type { StudioItem } from '@contract/api/studio-endpoints';
import { useLingui } from '@lingui/react/macro';
import { RootRenderer } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
import { GetVipButton } from '../../payments/premium/get-vip-button';
import { ItemActions } from '../item/item-actions';
import { StudioMedia } from '../item/studio-media';
import type { AlbumEntry } from './album-entries';
import '../gallery.css';

interface PhotoViewerProps {
  entries: readonly AlbumEntry[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
  onItemChange(item: StudioItem): void;
  onItemDeleted(itemId: string): void;
}

/** How far a finger must travel sideways to turn to the next picture. */
const SWIPE_PX = 50;

/** The album's full-screen viewer: swipe (or arrows) through the pictures, act on the one shown. */
export function PhotoViewer(props: PhotoViewerProps) {
  const { entries, index, onIndex, onClose } = props;
  const { t } = useLingui();
  const startX = useRef<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const entry = entries[index];
  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < entries.length) onIndex(next);
  };

  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // In a right-to-left page the next picture is to the left.
      const forward = document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backward = document.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward) go(1);
      if (event.key === backward) go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!entry) return null;
  const isRtl = document.dir === 'rtl';
  // At the end of the app's root, above the page's header and navigation whatever their
  // stacking, and still inside the theme whose colour roles it and its buttons use.
  return (
    <RootRenderer>
      <div
        className="photo-viewer"
        role="dialog"
        aria-modal="true"
        aria-label={t`Photo ${index + 1} of ${entries.length}`}
        onPointerDown={(event) => {
          startX.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (startX.current === null) return;
          const moved = event.clientX - startX.current;
          startX.current = null;
          if (Math.abs(moved) < SWIPE_PX) return;
          // A swipe towards the start of the line shows the next picture.
          go(moved < 0 !== isRtl ? 1 : -1);
        }}
      >
        <div className="photo-viewer__bar">
          <span dir="auto">{entry.characterNick}</span>
          <span>
            {index + 1} / {entries.length}
          </span>
          <button ref={closeRef} type="button" className="photo-viewer__close" onClick={onClose}>
            {t`Close`}
          </button>
        </div>
        <div className="photo-viewer__stage">
          {entry.item ? (
            <StudioMedia item={entry.item} isFull />
          ) : (
            <img className="studio-media" src={entry.url} alt={entry.characterNick} />
          )}
          {index > 0 && (
            <button
              type="button"
              className="photo-viewer__step photo-viewer__step--back"
              onClick={() => go(-1)}
              aria-label={t`Previous`}
            >
              ‹
            </button>
          )}
          {index < entries.length - 1 && (
            <button
              type="button"
              className="photo-viewer__step photo-viewer__step--next"
              onClick={() => go(1)}
              aria-label={t`Next`}
            >
              ›
            </button>
          )}
        </div>
        <div className="photo-viewer__actions">
          {entry.isLocked ? (
            <GetVipButton
              className="vip-offer-button"
              request={{ comeFrom: 'bot_unlock_photo', scriptId: entry.characterId }}
            >
              {t`Unlock with VIP to see these photos`}
            </GetVipButton>
          ) : entry.item ? (
            <ItemActions
              item={entry.item}
              onChange={props.onItemChange}
              onDeleted={() => props.onItemDeleted(entry.item?.itemId ?? '')}
            />
          ) : null}
        </div>
      </div>
    </RootRenderer>
  );
}
