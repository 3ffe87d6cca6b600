import { TOUCH_EMULATOR_OFFSET_PX } from '@contract/constants';

export interface TouchPoint {
  key: string;
  pointerId: number;
  x: number;
  y: number;
  /** The mirrored second finger of the mouse emulator. */
  isEmulated: boolean;
}

type Position = { x: number; y: number };

/** Adds a finger; with emulation a second finger follows it at the emulator offset. */
export function addPointer(
  points: TouchPoint[],
  pointerId: number,
  at: Position,
  emulate: boolean,
) {
  const next = [...points, { key: `${pointerId}`, pointerId, ...at, isEmulated: false }];
  if (emulate) {
    next.push({
      key: `${pointerId}-emulated`,
      pointerId,
      x: at.x + TOUCH_EMULATOR_OFFSET_PX,
      y: at.y,
      isEmulated: true,
    });
  }
  return next;
}

/** Moves a finger (and its emulated twin). */
export function movePointer(points: TouchPoint[], pointerId: number, at: Position) {
  if (!points.some((point) => point.pointerId === pointerId)) return points;
  return points.map((point) =>
    point.pointerId !== pointerId
      ? point
      : { ...point, x: at.x + (point.isEmulated ? TOUCH_EMULATOR_OFFSET_PX : 0), y: at.y },
  );
}

/** Lifts a finger (and its emulated twin). */
export function removePointer(points: TouchPoint[], pointerId: number) {
  return points.filter((point) => point.pointerId !== pointerId);
}
