import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { artRedrawRuns } from '../../db/schema/art-redraws';
import { REDRAWN_KEY_PREFIX } from '../characters/seed/redrawn-keys';

/**
 * The redraw run whose pictures are served, or null for the shipped demo drawings. Kept in this
 * copy's memory because picture addresses are written synchronously everywhere (media-address.ts);
 * the run rows are the truth, read at start and every minute (main.ts), and set by the copy that
 * switches a run over.
 */
let servedRun: number | null = null;

export const servedArtRun = (): number | null => servedRun;

export function serveArtRun(runId: number | null): void {
  servedRun = runId;
}

/** Reads the newest switched run from the database into this copy's memory. */
export async function loadServedArtRun(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: artRedrawRuns.id })
    .from(artRedrawRuns)
    .where(and(eq(artRedrawRuns.state, 'switched')))
    .orderBy(desc(artRedrawRuns.switchedAt), desc(artRedrawRuns.id))
    .limit(1);
  servedRun = row?.id ?? null;
  return servedRun;
}

/** Where a run keeps one of its pictures in media storage; the old art's keys are never reused. */
export const redrawnKey = (runId: number, path: string) => `${REDRAWN_KEY_PREFIX}r${runId}/${path}`;
