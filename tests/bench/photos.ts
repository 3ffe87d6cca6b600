// Demo photos measured from outside: the real server started as `npm start` starts it (one copy,
// and on PostgreSQL two copies sharing the database), a user pressing "generate" in the studio
// through the HTTP API, BURST photos at once spread over the copies. Prints the photo jobs a minute
// and the servers' CPU per photo (user + system from /proc, every copy's, from the presses to the
// last photo; target ≤ 0.2 s). Progress is read from the first copy's /metrics every
// PROGRESS_POLL_MS, a scrape's cost counted in. On PGlite, which one process holds, one copy only.
// Printed, not asserted. Run with `npm run bench` or `node --import tsx tests/bench/photos.ts`.
import { eq } from 'drizzle-orm';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { openBenchDatabase, runOnBothDatabases } from './lib/bench-app';
import { cpuSeconds, scrapeMetrics, startServerProcess, waitUntilIdle } from './lib/processes';

const BURST = 24;
const PROGRESS_POLL_MS = 1000;
const SIGN_SECRET = 'bench-sign-secret';

async function run(label: string, postgresUrl?: string) {
  const database = await openBenchDatabase(postgresUrl);
  const running: Array<{ stop: () => Promise<void> }> = [];
  try {
    const user = await signIn(database.handle.db, emailIdentity('bench.photos@example.com'), {
      nick: 'bench',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    await database.handle.db
      .update(users)
      .set({ goldBalance: 1_000_000 })
      .where(eq(users.id, user.uid));
    await database.release();

    for (const copies of postgresUrl ? [1, 2] : [1]) {
      const servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
      for (let index = 0; index < copies; index++) {
        // On PostgreSQL DATA_DIR holds only the media, which the copies share.
        const server = await startServerProcess({
          ...database.serverEnv,
          DATA_DIR: database.dataDir,
          API_SIGN_SECRET: SIGN_SECRET,
        });
        running.push(server);
        servers.push(server);
      }
      const call = async (baseUrl: string, apiPath: string, body: Record<string, unknown>) => {
        const text = JSON.stringify({ token: user.token, ...body });
        const response = await fetch(`${baseUrl}/api${apiPath}`, {
          method: 'POST',
          body: text,
          headers: {
            'content-type': 'application/json',
            [SIGN_HEADER]: signRequestBody(text, SIGN_SECRET),
          },
        });
        const envelope = (await response.json()) as { code: number; msg: string };
        if (envelope.code !== 0) throw new Error(`${apiPath}: ${envelope.code} ${envelope.msg}`);
      };
      /** Presses generate on copy `index` modulo the copies. */
      const press = (index: number) =>
        call(servers[Math.abs(index) % copies]?.url ?? '', '/v1/ugc/photo/generate', {
          characterId: 'mei',
          prompt: `cafe, window light, sweater, smiling, take ${index}`,
        });
      const [firstUrl] = servers.map((server) => server.url);
      const finished = async () => {
        const [succeeded, failed] = await scrapeMetrics(firstUrl ?? '', [
          'generation_jobs{state="succeeded"}',
          'generation_jobs{state="failed"}',
        ]);
        if (failed && failed > 0) throw new Error('a bench photo failed');
        return Number.isNaN(succeeded) ? 0 : (succeeded ?? 0);
      };
      const until = async (count: number) => {
        while ((await finished()) < count) {
          await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
        }
      };
      // One photo on each copy first (its first drawing loads what drawing needs), then quiet.
      const before = await finished();
      await Promise.all(servers.map((_, index) => press(-1 - index)));
      await until(before + copies);
      const pids = servers.map((server) => server.pid);
      await waitUntilIdle(pids);

      const done = await finished();
      const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const started = performance.now();
      await Promise.all(Array.from({ length: BURST }, (_, index) => press(index)));
      await until(done + BURST);
      const elapsed = performance.now() - started;
      const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
      console.log(
        `${label.padEnd(11)} ${copies} ${copies === 1 ? 'copy: ' : 'copies:'} ${BURST} photos at once: ` +
          `${((BURST / elapsed) * 60_000).toFixed(0).padStart(4)} a minute, ` +
          `server CPU ${(cpu / BURST).toFixed(3)} s a photo   (target ≤ 0.2 s)`,
      );
      for (const server of running.splice(0)) await server.stop();
    }
  } finally {
    for (const server of running.splice(0)) await server.stop();
    await database.close();
  }
}

await runOnBothDatabases(run);
