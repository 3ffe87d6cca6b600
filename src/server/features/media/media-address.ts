import { DEMO_DRAWING_VERSION } from '../../providers/images/demo/render-portrait';
import { servedArtRun } from '../art-redraw/current-art';

/**
 * Public images are cached for a year and never asked for again, so an address must always
 * name the same bytes. Images a model made get a fresh random id each, so their id is enough.
 * The seeded catalogue's drawings keep their ids (`portrait-…`, named in conversations and
 * character pages) while a new demo drawing version redraws them; their addresses carry that
 * version (`?r=`), and a redraw gives them new addresses.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** For a public image asked for on an address without its current version (an old link). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=86400';

const REVISION_PARAM = 'r';

/** Ids of the seeded catalogue's drawings (features/characters/seed/photo-ids.ts). */
const isRedrawnId = (mediaId: string) => mediaId.startsWith('portrait-');

/** The version of the bytes under `mediaId`: the drawing version for the catalogue, else none. */
export function mediaRevision(mediaId: string): string | null {
  if (!isRedrawnId(mediaId)) return null;
  // A real model's redraw (features/art-redraw) replaced the demo drawings: new bytes, new address.
  const runId = servedArtRun();
  return runId === null ? `v${DEMO_DRAWING_VERSION}` : `v${DEMO_DRAWING_VERSION}.r${runId}`;
}

/** The address of a public image, or '' for none. */
export function publicMediaUrl(mediaId: string | null): string {
  if (!mediaId) return '';
  const revision = mediaRevision(mediaId);
  return revision ? `/media/${mediaId}?${REVISION_PARAM}=${revision}` : `/media/${mediaId}`;
}

/** Whether a request for a public image came on an address that names its current bytes. */
export function isCurrentAddress(mediaId: string, query: Record<string, string>): boolean {
  const revision = mediaRevision(mediaId);
  return revision === null || query[REVISION_PARAM] === revision;
}
