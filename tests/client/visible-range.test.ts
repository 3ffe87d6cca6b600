import { findVisibleRange } from '@client/features/chat/visible-range';
import { describe, expect, it } from 'vitest';

const heights = (count: number, height = 50) => Array.from({ length: count }, () => height);

describe('findVisibleRange', () => {
  it('renders the newest items that fill the view and the overscan at the bottom', () => {
    // 10 items of 50 px fill 400 px of view plus 100 px of overscan above it.
    const range = findVisibleRange(heights(100), { distanceFromBottom: 0, height: 400 }, 100);
    expect(range).toEqual({
      start: 90,
      end: 100,
      spaceAbove: 90 * 50,
      spaceBelow: 0,
      totalHeight: 100 * 50,
    });
  });

  it('counts scrolling from the bottom and leaves space for the items on both sides', () => {
    const range = findVisibleRange(heights(100), { distanceFromBottom: 1000, height: 400 }, 100);
    // The 18 newest items lie below the overscan (900 px); items 70 to 81 reach up to 1500 px.
    expect(range.start).toBe(70);
    expect(range.end).toBe(82);
    expect(range.spaceBelow).toBe(18 * 50);
    expect(range.spaceAbove).toBe(70 * 50);
    expect(range.spaceAbove + (range.end - range.start) * 50 + range.spaceBelow).toBe(5000);
  });

  it('keeps the range below the view when items are added or grow above it', () => {
    const view = { distanceFromBottom: 1000, height: 400 };
    const before = findVisibleRange(heights(100), view, 100);
    const withOlderPage = [...heights(30, 80), ...heights(100)];
    const after = findVisibleRange(withOlderPage, view, 100);
    expect(after.start - 30).toBe(before.start);
    expect(after.end - 30).toBe(before.end);
    expect(after.spaceBelow).toBe(before.spaceBelow);
  });

  it('handles items of different heights and an item taller than the view', () => {
    const mixed = [40, 40, 900, 40, 40];
    const range = findVisibleRange(mixed, { distanceFromBottom: 200, height: 300 }, 0);
    expect(range).toEqual({ start: 2, end: 3, spaceAbove: 80, spaceBelow: 80, totalHeight: 1060 });
  });

  it('renders nothing for an empty list', () => {
    expect(findVisibleRange([], { distanceFromBottom: 0, height: 400 }, 100)).toEqual({
      start: 0,
      end: 0,
      spaceAbove: 0,
      spaceBelow: 0,
      totalHeight: 0,
    });
  });
});
