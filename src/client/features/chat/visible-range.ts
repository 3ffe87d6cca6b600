/** Which items of a bottom-anchored list to render, and the space the others take. */
export interface VisibleRange {
  /** First rendered item. */
  start: number;
  /** One past the last rendered item. */
  end: number;
  /** Height of the items before `start`. */
  spaceAbove: number;
  /** Height of the items from `end` on. */
  spaceBelow: number;
  /** Height of all items. */
  totalHeight: number;
}

/** The part of the list on screen, measured from the bottom: the list's origin is its newest item. */
export interface ListView {
  /** How far the person scrolled up from the newest item, in pixels. */
  distanceFromBottom: number;
  /** Height of the scrolling area. */
  height: number;
}

/**
 * The items that intersect the view widened by `overscan` pixels on both sides. Heights are oldest
 * first; offsets are counted from the bottom, so items added or measured above the view leave the
 * ones below it where they are.
 */
export function findVisibleRange(
  heights: readonly number[],
  view: ListView,
  overscan: number,
): VisibleRange {
  const low = Math.max(0, view.distanceFromBottom - overscan);
  const high = view.distanceFromBottom + view.height + overscan;
  let index = heights.length - 1;
  let below = 0;
  while (index >= 0 && below + (heights[index] ?? 0) <= low) {
    below += heights[index] ?? 0;
    index--;
  }
  const end = index + 1;
  let covered = below;
  while (index >= 0 && covered < high) {
    covered += heights[index] ?? 0;
    index--;
  }
  let totalHeight = covered;
  for (let rest = index; rest >= 0; rest--) totalHeight += heights[rest] ?? 0;
  return {
    start: index + 1,
    end,
    spaceAbove: totalHeight - covered,
    spaceBelow: below,
    totalHeight,
  };
}
