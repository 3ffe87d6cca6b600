import type { Build } from './look-words';
import { CANVAS } from './portrait-scene';

/**
 * The body's outline in canvas units: half-widths at the shoulders, chest, waist and hips, so a
 * build, a bust and hips change the silhouette itself (visible in a thumbnail), not a line on it.
 * The portrait crops at the canvas bottom (the chest); the wizard's body pictures zoom out to the
 * hips (`framing: 'figure'`).
 */
export const MID = CANVAS.width / 2;
/** Where the neck meets the shoulders. */
export const NECK_Y = 548;
/** The neck starts under the chin; the head's own neck is cut away above this (render-portrait). */
export const NECK_TOP = 470;
/** The chin of the drawn head (portrait-head), which the neck meets. */
export const CHIN = { x: 272, y: 482 } as const;
const SHOULDER_Y = NECK_Y + 62;
export const CHEST_Y = NECK_Y + 150;
export const WAIST_Y = NECK_Y + 330;
export const HIP_Y = NECK_Y + 480;
/** The lowest drawn point: mid-thigh, seen only when zoomed out. */
export const FIGURE_BOTTOM = NECK_Y + 660;

export interface Silhouette {
  neck: number;
  shoulder: number;
  chest: number;
  waist: number;
  hip: number;
  arm: number;
}

/** How tall she is drawn, by build: a petite figure is smaller, a broad one larger. */
export const BUILD_SCALE: Record<Build, number> = {
  petite: 0.9,
  slim: 0.97,
  average: 1,
  athletic: 1,
  curvy: 1,
  muscular: 1.03,
  broad: 1.04,
};

/** Half-widths by build: [shoulder, waist, hip, arm width]. */
const WOMAN: Record<Build, [number, number, number, number]> = {
  petite: [94, 56, 82, 24],
  slim: [106, 62, 94, 28],
  average: [124, 92, 122, 38],
  athletic: [142, 86, 108, 48],
  curvy: [126, 70, 160, 40],
  muscular: [150, 96, 114, 56],
  broad: [156, 118, 134, 46],
};
const MAN: Record<Build, [number, number, number, number]> = {
  petite: [116, 82, 86, 32],
  slim: [120, 84, 88, 32],
  average: [146, 118, 120, 44],
  athletic: [166, 100, 104, 54],
  curvy: [148, 120, 128, 46],
  muscular: [190, 112, 112, 74],
  broad: [192, 152, 150, 58],
};
const HIP_CHANGE = { narrow: -40, medium: 0, wide: 40 } as const;
export type Hips = keyof typeof HIP_CHANGE;

export function silhouetteOf(isWoman: boolean, build: Build, bust: number, hips: Hips): Silhouette {
  const [shoulder, waist, hip, arm] = (isWoman ? WOMAN : MAN)[build];
  return {
    neck: isWoman ? 42 : build === 'muscular' || build === 'broad' ? 54 : 46,
    shoulder,
    chest: shoulder - (isWoman ? 12 - bust * 10 : 2),
    waist,
    hip: isWoman ? hip + HIP_CHANGE[hips] : hip,
    arm,
  };
}

/** One side's outline from the neck down (sign -1 left, +1 right), as points. */
function sidePoints(shape: Silhouette, sign: number): Array<[number, number]> {
  const x = (half: number) => MID + sign * half;
  return [
    [x(shape.neck), NECK_TOP],
    [x(shape.neck + 2), NECK_Y - 10],
    [x(shape.neck + 34), NECK_Y + 26],
    [x(shape.shoulder), SHOULDER_Y],
    [x(shape.chest), CHEST_Y],
    [x((shape.chest + shape.waist) / 2 + 6), (CHEST_Y + WAIST_Y) / 2 + 20],
    [x(shape.waist), WAIST_Y],
    [x(shape.hip), HIP_Y],
    [x(shape.hip - 12), FIGURE_BOTTOM],
  ];
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers), without the `M`. */
function smoothThrough(points: Array<[number, number]>): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)] as [number, number];
    const p1 = points[i] as [number, number];
    const p2 = points[i + 1] as [number, number];
    const p3 = points[Math.min(points.length - 1, i + 2)] as [number, number];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    parts.push(
      `C ${c1.map(round).join(' ')}, ${c2.map(round).join(' ')}, ${p2.map(round).join(' ')}`,
    );
  }
  return parts.join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The whole torso, neck to thighs, as one closed path. */
export function torsoPath(shape: Silhouette): string {
  const left = sidePoints(shape, -1);
  const right = sidePoints(shape, 1).reverse();
  const start = left[0] as [number, number];
  const rightStart = right[0] as [number, number];
  return `M${start.join(' ')} ${smoothThrough(left)} L ${rightStart.join(' ')} ${smoothThrough(right)} Z`;
}

/** Both arms hanging at her sides, shoulder to wrist, as one path. */
export function armsPath(shape: Silhouette): string {
  const arm = (sign: number) => {
    const x = (half: number) => MID + sign * half;
    const top = shape.shoulder - shape.arm * 0.35;
    const hang = Math.max(shape.hip, shape.shoulder - 6) + shape.arm * 0.45;
    const outer: Array<[number, number]> = [
      [x(top), SHOULDER_Y - 22],
      [x(shape.shoulder + shape.arm * 0.55), SHOULDER_Y + 40],
      [x(hang + shape.arm * 0.5), WAIST_Y],
      [x(hang + shape.arm * 0.3), HIP_Y + 90],
    ];
    const inner: Array<[number, number]> = [
      [x(hang - shape.arm * 0.3), HIP_Y + 96],
      [x(hang - shape.arm * 0.5), WAIST_Y + 10],
      [x(shape.chest - shape.arm * 0.2), CHEST_Y + 30],
      [x(top - 6), SHOULDER_Y],
    ];
    return `M${(outer[0] as [number, number]).join(' ')} ${smoothThrough(outer)} L ${(inner[0] as [number, number]).join(' ')} ${smoothThrough(inner)} Z`;
  };
  return `${arm(-1)} ${arm(1)}`;
}

/** Where a sleeve of `length` (0 none … 1 to the wrist) ends on the arm. */
export const sleeveEnd = (length: number) => SHOULDER_Y - 30 + length * (HIP_Y + 130 - SHOULDER_Y);
