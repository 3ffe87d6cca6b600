import { type PointerEvent, useCallback, useEffect, useMemo, useRef } from 'react';

/** How long a finger rests on a message before its actions open, as in messengers. */
const LONG_PRESS_MS = 450;

/**
 * A touch or pen held on an element calls `onLongPress`. A mouse keeps its own right-click menu
 * (to copy a selection); on touch the browser's own long-press menu gives way to ours.
 * `wasLongPress()` tells the click that ends a long press to do nothing more.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const isHeld = useRef(false);
  const isTouch = useRef(false);
  const latest = useRef(onLongPress);
  latest.current = onLongPress;

  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);

  const handlers = useMemo(
    () => ({
      onPointerDown(event: PointerEvent) {
        isTouch.current = event.pointerType !== 'mouse';
        isHeld.current = false;
        if (!isTouch.current) return;
        cancel();
        timer.current = window.setTimeout(() => {
          isHeld.current = true;
          latest.current();
        }, LONG_PRESS_MS);
      },
      // Scrolling the list cancels the pointer, so a swipe never opens the actions.
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      // Android announces its long press as a context menu, maybe before the timer: same press.
      onContextMenu(event: { preventDefault(): void }) {
        if (!isTouch.current) return;
        event.preventDefault();
        cancel();
        if (isHeld.current) return;
        isHeld.current = true;
        latest.current();
      },
    }),
    [cancel],
  );
  const wasLongPress = useCallback(() => isHeld.current, []);
  return { handlers, wasLongPress };
}
