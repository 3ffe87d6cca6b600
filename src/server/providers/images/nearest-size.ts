/** A picture size in pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The size in `allowed` closest to `wanted`: the nearest shape first (so less is cropped), then the
 * nearest area (so less is scaled). Both are compared as ratios, so 2× too big weighs like ½.
 */
export function nearestSize(allowed: readonly Size[], wanted: Size): Size {
  const shapeDistance = (size: Size) =>
    Math.abs(Math.log(size.width / size.height / (wanted.width / wanted.height)));
  const areaDistance = (size: Size) =>
    Math.abs(Math.log((size.width * size.height) / (wanted.width * wanted.height)));
  // The shape counts ten times the area: a crop loses part of her, scaling only sharpness.
  const distance = (size: Size) => 10 * shapeDistance(size) + areaDistance(size);
  return allowed.reduce((best, size) => (distance(size) < distance(best) ? size : best));
}
