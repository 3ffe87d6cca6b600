import { emitAppEvent } from '@client/app/app-events';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { LIKE_STATE } from '@contract/enums';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { likePhoto } from '../api/like-photo';
import { HeartIcon } from '../heart-icon';
import '../gallery.css';

/** A gallery picture's heart and count; a visitor is asked to sign in first. */
export function LikeButton({
  item,
  onChange,
}: {
  item: StudioItem;
  onChange(item: StudioItem): void;
}) {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const liking = useExclusiveAction();
  const isLiked = item.like === LIKE_STATE.like;
  const toggle = () => {
    if (!uid) {
      emitAppEvent('showLogin', { fromLanding: false });
      return;
    }
    void liking.run(async () => {
      const answer = await likePhoto({
        itemId: item.itemId,
        state: isLiked ? LIKE_STATE.none : LIKE_STATE.like,
      });
      onChange({ ...item, like: answer.like, likeCount: answer.likeCount });
    });
  };
  return (
    <button
      type="button"
      className={`like-chip${isLiked ? ' like-chip--on' : ''}`}
      aria-pressed={isLiked}
      // Whether she likes it is the pressed state; the name holds the visible count (WCAG 2.5.3).
      aria-label={t`Likes: ${item.likeCount}`}
      onClick={toggle}
    >
      <HeartIcon isFilled={isLiked} />
      {item.likeCount}
    </button>
  );
}
