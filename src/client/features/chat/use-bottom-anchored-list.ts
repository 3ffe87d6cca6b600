import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { findVisibleRange, type ListView, type VisibleRange } from './visible-range';

/** Scrolled less than this far up from the newest message still counts as being at the bottom. */
const AT_BOTTOM_SLACK_PX = 2;
/** Rendered beyond each edge of the view, so an ordinary scroll never uncovers an empty gap. */
const OVERSCAN_PX = 600;
/** The next older page is asked for once fewer pixels than this are left above the view. */
const LOAD_AHEAD_PX = 1500;
/** Height assumed for an item before any was measured: about one line of chat. */
const FIRST_ESTIMATE_PX = 56;

/** The item at the top edge of the view and how far its top is from the end of the content. */
interface Anchor {
  key: string;
  toContentEnd: number;
}

/**
 * A virtualized list that scrolls from its newest item: the scroller is a `column-reverse` flex box,
 * so browsers count its scroll position from the bottom. Older pages and freshly measured items
 * above the view then need no scroll correction, which would stop momentum scrolling on iOS, and
 * content growing at the bottom is followed when the person is there. Only when something below
 * the top visible item changes size while the person has scrolled up is the position corrected,
 * so what they read stays put. Items are rendered as direct children of `contentRef` with
 * `data-key`; `onNearTop` is called when the view comes close to the oldest loaded item.
 */
export function useBottomAnchoredList(keys: readonly string[], onNearTop: () => void) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [heightsVersion, setHeightsVersion] = useState(0);
  const [view, setView] = useState<ListView>(() => ({
    distanceFromBottom: 0,
    height: window.innerHeight,
  }));
  const anchor = useRef<Anchor | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const itemObserver = useRef<ResizeObserver | null>(null);
  const wasNearTop = useRef(false);
  const oldestKey = useRef<string | undefined>(undefined);
  const onNearTopRef = useRef(onNearTop);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says the map changed
  const itemHeights = useMemo(() => {
    const measured = [...heights.current.values()];
    const estimate = measured.length
      ? measured.reduce((sum, height) => sum + height, 0) / measured.length
      : FIRST_ESTIMATE_PX;
    return keys.map((key) => heights.current.get(key) ?? estimate);
  }, [keys, heightsVersion]);
  const range = useMemo(
    () => findVisibleRange(itemHeights, view, OVERSCAN_PX),
    [itemHeights, view],
  );
  const latest = useRef<{ itemHeights: number[]; range: VisibleRange }>({ itemHeights, range });

  const captureAnchor = useCallback(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    anchor.current = null;
    if (!scroller || !content) return;
    const viewTop = scroller.getBoundingClientRect().top;
    const contentEnd = content.getBoundingClientRect().bottom;
    for (const [key, element] of elements.current) {
      const box = element.getBoundingClientRect();
      if (box.bottom > viewTop + 1) {
        anchor.current = { key, toContentEnd: contentEnd - box.top };
        return;
      }
    }
  }, []);

  /** Puts the anchor back where it was on screen if something below it changed size. */
  const keepAnchor = useCallback(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    const current = anchor.current;
    if (scroller && content && current && -scroller.scrollTop >= AT_BOTTOM_SLACK_PX) {
      const element = elements.current.get(current.key);
      if (element) {
        const moved =
          content.getBoundingClientRect().bottom -
          element.getBoundingClientRect().top -
          current.toContentEnd;
        // Growth below the anchor pushed it up; scrolling up by as much puts it back.
        if (Math.abs(moved) >= 1) scroller.scrollTop -= moved;
      }
    }
    captureAnchor();
  }, [captureAnchor]);

  /** Reads the scroll position: re-renders when other items come into range, loads older ones. */
  const syncView = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = {
      distanceFromBottom: Math.max(0, -scroller.scrollTop),
      height: scroller.clientHeight,
    };
    const nextRange = findVisibleRange(latest.current.itemHeights, next, OVERSCAN_PX);
    const { start, end } = latest.current.range;
    if (nextRange.start !== start || nextRange.end !== end) setView(next);
    const isNearTop = nextRange.totalHeight - next.distanceFromBottom - next.height < LOAD_AHEAD_PX;
    if (isNearTop && !wasNearTop.current) onNearTopRef.current();
    wasNearTop.current = isNearTop;
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        syncView();
        captureAnchor();
      });
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(syncView);
    resizes?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      resizes?.disconnect();
    };
  }, [syncView, captureAnchor]);

  // After every render: measure new items, keep the anchor, and catch up with the scroll position.
  useLayoutEffect(() => {
    latest.current = { itemHeights, range };
    onNearTopRef.current = onNearTop;
    const content = contentRef.current;
    if (!content) return;
    if (!itemObserver.current && typeof ResizeObserver !== 'undefined') {
      itemObserver.current = new ResizeObserver((entries) => {
        let isChanged = false;
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          const key = element.dataset.key;
          if (!key || !element.isConnected) continue;
          const height = entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
          if (Math.abs((heights.current.get(key) ?? -1) - height) < 0.5) continue;
          heights.current.set(key, height);
          isChanged = true;
        }
        if (!isChanged) return;
        keepAnchor();
        setHeightsVersion((version) => version + 1);
      });
    }
    const rendered = new Map<string, HTMLElement>();
    for (const child of content.children) {
      if (child instanceof HTMLElement && child.dataset.key) rendered.set(child.dataset.key, child);
    }
    for (const [key, element] of elements.current) {
      if (rendered.get(key) !== element) itemObserver.current?.unobserve(element);
    }
    for (const [key, element] of rendered) {
      if (elements.current.get(key) !== element) itemObserver.current?.observe(element);
    }
    elements.current = rendered;
    keepAnchor();
    syncView();
    // A page of older items arrived: ask for the next one if the view is still near the top.
    if (keys[0] !== oldestKey.current) {
      oldestKey.current = keys[0];
      if (wasNearTop.current) onNearTop();
    }
  });

  useEffect(
    () => () => {
      itemObserver.current?.disconnect();
      itemObserver.current = null;
      elements.current = new Map();
    },
    [],
  );

  /** Jumps to the newest item, e.g. after the person sent a message. */
  const scrollToBottom = useCallback(() => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
    anchor.current = null;
  }, []);

  /** Brings an item to the middle of the view, e.g. the message a memory came from. */
  const scrollToKey = useCallback(
    (key: string) => {
      const scroller = scrollerRef.current;
      const index = keys.indexOf(key);
      if (!scroller || index === -1) return;
      const heightsNow = latest.current.itemHeights;
      let below = 0;
      for (let after = index + 1; after < heightsNow.length; after++)
        below += heightsNow[after] ?? 0;
      const middle = below + (heightsNow[index] ?? 0) / 2 - scroller.clientHeight / 2;
      // Negative: a column-reverse scroller counts upwards from its newest item.
      scroller.scrollTop = -Math.max(0, middle);
      anchor.current = null;
    },
    [keys],
  );

  return { scrollerRef, contentRef, range, scrollToBottom, scrollToKey };
}
