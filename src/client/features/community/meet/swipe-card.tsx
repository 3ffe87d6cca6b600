import type { CharacterCard } from '@contract/api/character-endpoints';
import type { MeetSwipe } from '@contract/meet';
import { useLingui } from '@lingui/react/macro';
import { type PointerEvent, useRef, useState } from 'react';

/** How far (px) a card is dragged before letting go swipes it; shorter snaps it back. */
const SWIPE_DISTANCE = 96;
/** A quick flick swipes from a shorter drag (px per ms). */
const FLICK_SPEED = 0.6;
/** How long the card takes to fly off (ms); matches the CSS transition. */
const FLY_OFF_MS = 220;

interface Drag {
  pointerId: number;
  startX: number;
  startTime: number;
}

/**
 * The top card of the deck. Dragged with one finger or the mouse: right likes, left passes, in
 * every language (the gesture is physical, like the buttons below it). Vertical moves still
 * scroll the page (`touch-action: pan-y`).
 */
export function SwipeCard({
  card,
  onSwipe,
}: {
  card: CharacterCard;
  onSwipe(action: MeetSwipe): void;
}) {
  const { t } = useLingui();
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [leaving, setLeaving] = useState<MeetSwipe | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  const end = (event: PointerEvent<HTMLDivElement>, isCancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setIsDragging(false);
    const dx = event.clientX - current.startX;
    const speed = Math.abs(dx) / Math.max(1, event.timeStamp - current.startTime);
    const isFar = Math.abs(dx) >= SWIPE_DISTANCE || (Math.abs(dx) > 32 && speed > FLICK_SPEED);
    if (isCancelled || !isFar) {
      setOffset(0);
      return;
    }
    const action: MeetSwipe = dx > 0 ? 'like' : 'pass';
    setLeaving(action);
    window.setTimeout(() => onSwipe(action), FLY_OFF_MS);
  };

  const creator = card.creatorNick;
  const likeShown = Math.min(1, Math.max(0, offset / SWIPE_DISTANCE));
  const passShown = Math.min(1, Math.max(0, -offset / SWIPE_DISTANCE));
  const transform = leaving
    ? `translateX(${leaving === 'like' ? 150 : -150}%) rotate(${leaving === 'like' ? 24 : -24}deg)`
    : `translateX(${offset}px) rotate(${offset / 16}deg)`;

  return (
    <div
      className={`meet-card${isDragging ? ' meet-card--dragging' : ''}`}
      style={{ transform }}
      data-testid="meet-card"
      onPointerDown={(event) => {
        if (leaving || (event.pointerType === 'mouse' && event.button !== 0)) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = {
          pointerId: event.pointerId,
          startX: event.clientX,
          startTime: event.timeStamp,
        };
        setIsDragging(true);
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (current?.pointerId === event.pointerId) setOffset(event.clientX - current.startX);
      }}
      onPointerUp={(event) => end(event, false)}
      onPointerCancel={(event) => end(event, true)}
    >
      <img className="meet-card__image" src={card.portraitUrl} alt="" draggable={false} />
      <span className="meet-card__stamp meet-card__stamp--like" style={{ opacity: likeShown }}>
        {t`Like`}
      </span>
      <span className="meet-card__stamp meet-card__stamp--pass" style={{ opacity: passShown }}>
        {t`Pass`}
      </span>
      <div className="meet-card__body">
        <h2 className="meet-card__name">
          {card.nick} <span className="meet-card__age">{card.age}</span>
        </h2>
        {creator && <p className="meet-card__credit">{t`by ${creator}`}</p>}
        <p className="meet-card__description">{card.description}</p>
        <ul className="meet-card__tags" aria-label={t`Tags`}>
          {card.tags.map((tag) => (
            <li key={tag.id}>{tag.label}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
