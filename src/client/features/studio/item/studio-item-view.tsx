import type { StudioItem } from '@contract/api/studio-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { ItemActions } from './item-actions';
import { ItemProgress } from './item-progress';
import { StudioMedia } from './studio-media';

interface StudioItemViewProps {
  item: StudioItem;
  onChange(item: StudioItem): void;
  onDeleted(): void;
  /** Orders the same picture again (after a failure, or for another take). */
  onRetry(): void;
  isRetrying: boolean;
}

/** A picture of the studio: its progress while made, the result with its actions, or the failure. */
export function StudioItemView({
  item,
  onChange,
  onDeleted,
  onRetry,
  isRetrying,
}: StudioItemViewProps) {
  const { t } = useLingui();
  if (item.state === 'generating') return <ItemProgress item={item} />;
  if (item.state === 'failed') {
    return (
      <section className="item-failed" role="alert">
        <h2>{t`Generation failed, coins refunded`}</h2>
        <p>{t`Failed to generate image, please try again`}</p>
        <Button size="l" stretched loading={isRetrying} onClick={onRetry}>
          {t`Try again`}
        </Button>
      </section>
    );
  }
  return (
    <section className="item-result">
      <figure className="item-result__figure">
        <StudioMedia item={item} isFull />
        <figcaption>
          <span dir="auto">{item.characterNick}</span>
          {item.isDemoModel && <span className="demo-badge">{t`Demo model`}</span>}
          {item.isPrivate && <span className="demo-badge">{t`Only me`}</span>}
        </figcaption>
      </figure>
      <ItemActions item={item} onChange={onChange} onDeleted={onDeleted} />
      <Button size="l" stretched mode="bezeled" loading={isRetrying} onClick={onRetry}>
        {t`Generate another`}
      </Button>
    </section>
  );
}
