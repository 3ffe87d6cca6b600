import { describe, expect, it } from 'vitest';
import {
  addPointer,
  movePointer,
  removePointer,
} from '../../src/client/features/touch-test/touch-points';

describe('touch test points', () => {
  it('adds an emulated second finger 75 px to the right of the mouse', () => {
    const points = addPointer([], 1, { x: 10, y: 20 }, true);
    expect(points.map(({ x, y, isEmulated }) => ({ x, y, isEmulated }))).toEqual([
      { x: 10, y: 20, isEmulated: false },
      { x: 85, y: 20, isEmulated: true },
    ]);
    const moved = movePointer(points, 1, { x: 50, y: 60 });
    expect(moved.map(({ x, y }) => [x, y])).toEqual([
      [50, 60],
      [125, 60],
    ]);
    expect(removePointer(moved, 1)).toEqual([]);
  });

  it('tracks several real fingers independently', () => {
    let points = addPointer([], 1, { x: 1, y: 1 }, false);
    points = addPointer(points, 2, { x: 2, y: 2 }, false);
    points = movePointer(points, 2, { x: 3, y: 3 });
    points = removePointer(points, 1);
    expect(points.map(({ pointerId, x }) => [pointerId, x])).toEqual([[2, 3]]);
    expect(movePointer(points, 9, { x: 0, y: 0 })).toBe(points);
  });
});
