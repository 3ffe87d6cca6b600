import type { DatabaseHandle } from '../../db/database';
import { createJobQueue } from '../../jobs/job-queue';
import { createRedrawWorker } from './redraw-job';
import {
  describeRun,
  NothingToRedrawWith,
  type RedrawServices,
  startOrResumeRun,
} from './redraw-run';

export const REDRAW_USAGE = [
  '       npm run support -- redraw-art          (draw the shipped art again with the real image model)',
  '       npm run support -- redraw-art status',
];

/** How often the command prints the run's progress. */
const PROGRESS_EVERY_MS = 2000;

interface Output {
  info(line: string): void;
  error(line: string): void;
}

async function printStatus(services: RedrawServices, out: Output): Promise<number> {
  const status = await describeRun(services.db);
  if (!status) {
    out.info('No redraw has been run yet.');
    return 0;
  }
  const { run } = status;
  out.info(
    `Run ${run.id} with ${run.modelName}, started ${run.startedAt.toISOString()}: ${run.state}` +
      `${run.switchedAt ? ` (served since ${run.switchedAt.toISOString()})` : ''}.`,
  );
  out.info(`${status.done} of ${status.total} pictures done, ${status.failed} failed.`);
  for (const failure of status.failures) out.info(`  failed: ${failure.key}: ${failure.error}`);
  if (run.state !== 'switched') out.info('Run `npm run support -- redraw-art` to carry on.');
  return 0;
}

/**
 * `redraw-art`: starts a run (or resumes the unfinished one), works on it in this process as one
 * more copy, and prints its progress until its pictures are served or one failed for good.
 * Stopped with Ctrl-C, the run stays in the queue for the next command or server start.
 */
async function redraw(database: DatabaseHandle, services: RedrawServices, out: Output) {
  let runId: number;
  try {
    runId = await startOrResumeRun(services.db, services.images);
  } catch (error) {
    if (!(error instanceof NothingToRedrawWith)) throw error;
    out.error(error.message);
    return 1;
  }
  const jobs = createJobQueue(database, services.log, { pollSeconds: 2 });
  const worker = createRedrawWorker(services, jobs);
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
    void worker.stop();
  };
  process.once('SIGINT', interrupt);
  try {
    await jobs.start();
    await worker.start();
    await worker.wake(runId);
    out.info(
      `Redrawing with ${services.images.modelName} (run ${runId}); Ctrl-C stops, the next run resumes.`,
    );
    let printed = '';
    for (;;) {
      const status = await describeRun(services.db, runId);
      if (!status) return 1;
      if (interrupted) {
        out.info('Stopped; the old art is still served. Run the command again to resume.');
        return 130;
      }
      const line = `${status.done}/${status.total} done${status.failed ? `, ${status.failed} failed` : ''}`;
      if (line !== printed) out.info(line);
      printed = line;
      if (status.run.state === 'switched') {
        out.info('The new art is served.');
        return 0;
      }
      if (status.run.state === 'failed') {
        for (const failure of status.failures)
          out.error(`failed: ${failure.key}: ${failure.error}`);
        out.error(
          'Some pictures failed; the old art is still served. Run the command again to retry them.',
        );
        return 1;
      }
      await new Promise((resolve) => setTimeout(resolve, PROGRESS_EVERY_MS));
    }
  } finally {
    process.off('SIGINT', interrupt);
    await worker.stop();
    await jobs.stop();
  }
}

/** Runs `redraw-art [status]`; answers the exit code. */
export function runRedrawCommand(
  database: DatabaseHandle,
  services: RedrawServices,
  args: readonly string[],
  out: Output,
): Promise<number> {
  return args[1] === 'status' ? printStatus(services, out) : redraw(database, services, out);
}
