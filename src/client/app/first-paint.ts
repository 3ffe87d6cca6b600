import { FIRST_PAINT_IDS } from '@contract/first-paint-ids';

/**
 * Takes away the first paint the server drew into the page (src/server/web/first-paint.ts) once
 * the screen under it has drawn itself: one frame later, so the screen's pictures, fetched for the
 * first paint already, are on screen when it goes. Does nothing once it is gone.
 */
export function releaseFirstPaint(): void {
  const element = document.getElementById(FIRST_PAINT_IDS.root);
  if (!element) return;
  requestAnimationFrame(() => requestAnimationFrame(() => element.remove()));
}
