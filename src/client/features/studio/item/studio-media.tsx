import type { StudioItem } from '@contract/api/studio-endpoints';
import { useLingui } from '@lingui/react/macro';

interface StudioMediaProps {
  item: StudioItem;
  /** Drawn at its full size (a result, the viewer) rather than as a grid thumbnail. */
  isFull?: boolean;
}

/** A studio item's picture, or its clip with a poster frame. */
export function StudioMedia({ item, isFull = false }: StudioMediaProps) {
  const { t } = useLingui();
  if (item.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: generated clips have no speech to caption
      <video
        className="studio-media"
        src={isFull ? item.url : undefined}
        poster={item.posterUrl}
        controls={isFull}
        preload="none"
        playsInline
        aria-label={t`Video of ${item.characterNick}`}
        width={item.width}
        height={item.height}
      />
    );
  }
  return (
    <img
      className="studio-media"
      src={item.url}
      alt={item.characterNick}
      width={item.width}
      height={item.height}
      loading={isFull ? 'eager' : 'lazy'}
    />
  );
}
