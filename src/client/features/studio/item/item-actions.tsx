import { useBridge } from '@client/bridge/bridge-context';
import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { showToast } from '@client/components/toast/toast-store';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { appConfigAtom } from '../../app-config/app-config-atom';
import { LazyReportSheet } from '../../community/trust/lazy-report-sheet';
import type { ReportTargetRef } from '../../community/trust/report-sheet';
import { editPhoto } from '../api/edit-photo';
import { favoritePhoto } from '../api/favorite-photo';
import { LikeButton } from '../gallery/like-button';

interface ItemActionsProps {
  item: StudioItem;
  onChange(item: StudioItem): void;
  onDeleted(): void;
}

/** What can be done with a finished picture: save, favorite, share, privacy, delete. */
export function ItemActions({ item, onChange, onDeleted }: ItemActionsProps) {
  const { t } = useLingui();
  const bridge = useBridge();
  const canMakeVideos = useAtomValue(appConfigAtom)?.features.videoGeneration ?? true;
  const busy = useExclusiveAction();
  const absoluteUrl = new URL(item.url, window.location.origin).href;
  const [reporting, setReporting] = useState<ReportTargetRef | null>(null);

  const toggleFavorite = () =>
    busy.run(async () => {
      const { isFavorite } = await favoritePhoto({
        itemId: item.itemId,
        isFavorite: !item.isFavorite,
      });
      onChange({ ...item, isFavorite });
    });

  const togglePrivacy = () =>
    busy.run(async () => {
      const { item: changed } = await editPhoto({
        itemId: item.itemId,
        isPrivate: !item.isPrivate,
      });
      if (changed) onChange(changed);
      showToast(
        changed?.isPrivate ? t`Only you can see it now` : t`It is in the community gallery now`,
      );
    });

  const remove = () =>
    busy.run(async () => {
      const choice = await openConfirmDialog({
        title: item.kind === 'video' ? t`Delete this video?` : t`Delete this photo?`,
        message: t`It leaves your album and the gallery. This cannot be undone.`,
        confirmText: t`Delete`,
        isDestructive: true,
      });
      if (choice !== 'confirm') return;
      await editPhoto({ itemId: item.itemId, delete: true });
      onDeleted();
    });

  return (
    <div className="item-actions">
      {item.isMine && item.hiddenPendingReview && (
        <p className="item-actions__hidden" role="status">
          {t`Hidden from the gallery while moderators review a report.`}{' '}
          <Link href={ROUTES.settingsAccountStatus}>{t`Account status`}</Link>
        </p>
      )}
      {!item.isPrivate && <LikeButton item={item} onChange={onChange} />}
      <a className="pill-link" href={item.url} download={`${item.characterNick}-${item.itemId}`}>
        {t`Save`}
      </a>
      <Button size="s" mode="bezeled" onClick={toggleFavorite} aria-pressed={item.isFavorite}>
        {item.isFavorite ? t`★ Favorite` : t`☆ Add to favorites`}
      </Button>
      {!item.isPrivate && (
        <Button
          size="s"
          mode="bezeled"
          onClick={() => void bridge.share(absoluteUrl, t`A photo of ${item.characterNick}`)}
        >
          {t`Share`}
        </Button>
      )}
      {item.kind === 'photo' && canMakeVideos && (
        <Link
          className="pill-link"
          href={`${ROUTES.ugcGenerateVideo}?from=${item.itemId}&url=${encodeURIComponent(item.url)}`}
        >
          {t`Make a video of this`}
        </Link>
      )}
      {item.isMine && (
        <>
          <Button size="s" mode="bezeled" onClick={togglePrivacy}>
            {item.isPrivate ? t`Show in the gallery` : t`Make private`}
          </Button>
          <Button size="s" mode="plain" className="item-actions__delete" onClick={remove}>
            {t`Delete`}
          </Button>
        </>
      )}
      {!item.isMine && !item.isPrivate && (
        <Button
          size="s"
          mode="plain"
          onClick={() => setReporting({ type: 'photo', id: item.itemId, name: '' })}
        >
          {t`Report`}
        </Button>
      )}
      <LazyReportSheet target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
