import type { BrandContent } from '@contract/api/brand-content-endpoints';
import { CAROUSEL_INTERVAL_MS } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';

type Comment = BrandContent['comments'][number];

/**
 * The five-star comments (spec §4 carousel): one at a time, advancing every 3 s and wrapping; a
 * bullet jumps to its comment and starts the 3 s over; the timer ends with the component.
 */
export function CommentCarousel({ comments }: { comments: readonly Comment[] }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // (Re)starts the 3 s timer: on mount and after every bullet jump.
  const restartTimer = useCallback(() => {
    clearInterval(timer.current);
    if (comments.length < 2) return;
    timer.current = setInterval(
      () => setIndex((current) => (current + 1) % comments.length),
      CAROUSEL_INTERVAL_MS,
    );
  }, [comments.length]);
  useEffect(() => {
    restartTimer();
    return () => clearInterval(timer.current);
  }, [restartTimer]);
  const comment = comments[index % Math.max(1, comments.length)];
  if (!comment) return null;
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t`What members say`}>
      <figure className="carousel__slide" aria-live="polite">
        <span className="carousel__stars" role="img" aria-label={t`${comment.stars} of 5 stars`}>
          {'★'.repeat(comment.stars)}
        </span>
        <blockquote>{comment.text}</blockquote>
        <figcaption>{comment.name}</figcaption>
      </figure>
      <div className="carousel__bullets">
        {comments.map((item, position) => (
          <button
            key={`${item.name}|${item.text}`}
            type="button"
            className={`carousel__bullet${position === index ? ' carousel__bullet--current' : ''}`}
            aria-label={t`Comment ${position + 1}`}
            aria-current={position === index}
            onClick={() => {
              setIndex(position);
              restartTimer();
            }}
          />
        ))}
      </div>
    </section>
  );
}
