import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { artRedrawRuns } from '../../db/schema/art-redraws';
import type { JobQueue } from '../../jobs/job-queue';
import { LEASE_SECONDS, type RedrawServices, workOnRun } from './redraw-run';

const QUEUE = 'redraw-art';

/**
 * The redraw as a durable job: the run's rows are its truth and the queue only wakes a copy to
 * work on it. Every copy with a real image model takes such jobs; a run's lease keeps it to one
 * copy at a time, and a copy that finds it held looks again once the lease could have lapsed,
 * so a run outlives the copy (or command) that worked on it. A start wakes an unfinished run.
 */
export function createRedrawWorker(services: RedrawServices, jobs: JobQueue) {
  const holder = randomUUID();
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();

  const turn = async (runId: number) => {
    const outcome = await workOnRun(services, runId, holder, stopping.signal).catch(
      async (error: unknown) => {
        // The database or storage failed between pictures: the run is left for a later turn.
        services.log.error({ err: error, runId }, 'redraw: turn failed');
        await jobs.send(QUEUE, { runId }, { delaySeconds: LEASE_SECONDS });
        return 'failed turn' as const;
      },
    );
    services.log.info({ runId, outcome }, 'redraw: turn ended');
    // Another copy works on it, or this one stopped: whoever takes the job next carries on.
    if (outcome === 'held elsewhere')
      await jobs.send(QUEUE, { runId }, { delaySeconds: LEASE_SECONDS });
    if (outcome === 'interrupted') await jobs.send(QUEUE, { runId });
  };

  return {
    /** Takes redraw jobs on this copy and wakes a run left unfinished. */
    async start() {
      if (services.images.isDemo) return;
      await jobs.work<{ runId: number }>(QUEUE, { concurrency: 1 }, async ({ runId }) => {
        if (stopping.signal.aborted) return;
        const work = turn(runId);
        running.add(work);
        await work.finally(() => running.delete(work));
      });
      const [open] = await services.db
        .select({ id: artRedrawRuns.id })
        .from(artRedrawRuns)
        .where(eq(artRedrawRuns.state, 'running'));
      if (open) await jobs.send(QUEUE, { runId: open.id });
    },
    /** Asks a copy to work on the run now. */
    wake: (runId: number) => jobs.send(QUEUE, { runId }),
    /** Leaves the picture under way undone and frees the run for the next copy or start. */
    async stop() {
      stopping.abort(new Error('the server is stopping'));
      await Promise.allSettled([...running]);
    },
  };
}
