import { SparkleIcon } from '@client/components/icons/icons';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { useLingui } from '@lingui/react/macro';

/** A picture being made: its frame at the final size, where it is in line, how far along. */
export function ItemProgress({ item }: { item: StudioItem }) {
  const { t } = useLingui();
  const position = item.queuePosition;
  return (
    <section
      className="item-progress"
      aria-busy="true"
      style={{ aspectRatio: `${item.width} / ${item.height}` }}
    >
      <SparkleIcon size={48} />
      <p className="item-progress__title">
        {item.kind === 'video' ? t`Making your video…` : t`Drawing your photo…`}
      </p>
      <progress max={100} value={item.progress} aria-label={t`Progress`} />
      <p aria-live="polite">
        {position > 0 ? t`Waiting in line: ${position} ahead of you` : t`${item.progress}% done`}
      </p>
      <p className="studio-hint">{t`You can leave this page: it will be in your album.`}</p>
    </section>
  );
}
