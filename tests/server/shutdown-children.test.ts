import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LEDGER_REASON } from '../../src/contract/ledger-reasons';
import { videoPrice } from '../../src/contract/studio';
import { generationJobs } from '../../src/server/db/schema/generation-jobs';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { media } from '../../src/server/db/schema/media';
import { users } from '../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../src/server/features/accounts/sign-in';
import { seedShippedContent } from '../../src/server/seed';
import { type RunningServer, startAppServer } from '../helpers/app-server';
import {
  freshServerStorage,
  postJson,
  removeServerStorages,
  type ServerStorage,
} from './helpers/server-storage';

afterAll(removeServerStorages);

const GOLD = 1000;
/** The longest, largest clip: the demo model's ffmpeg runs for seconds, long enough to stop it. */
const LONG_CLIP = { durationSeconds: 15, resolution: '720p' };
/** Generous: ffmpeg starts once the job is taken and the source drawn, on a busy machine. */
const WAIT = { timeout: 90_000, interval: 20 };

interface ProcessInfo {
  pid: number;
  parent: number;
  name: string;
}

/** Every process of the machine, read from /proc. */
function processTable(): ProcessInfo[] {
  const table: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // `pid (name) state parent …`; the name may hold spaces and parentheses.
      const nameEnd = stat.lastIndexOf(')');
      const [, parent] = stat.slice(nameEnd + 2).split(' ');
      table.push({
        pid: Number(entry),
        parent: Number(parent),
        name: stat.slice(stat.indexOf('(') + 1, nameEnd),
      });
    } catch {
      // Gone while the table was read.
    }
  }
  return table;
}

/** The ffmpeg processes `root` started, at any depth, with their arguments. */
function ffmpegsUnder(root: number) {
  const table = processTable();
  const descendants = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of table) {
      if (descendants.has(row.parent) && !descendants.has(row.pid)) {
        descendants.add(row.pid);
        grew = true;
      }
    }
  }
  return table
    .filter((row) => row.name === 'ffmpeg' && descendants.has(row.pid) && row.pid !== root)
    .map((row) => ({
      pid: row.pid,
      args: readFileSync(`/proc/${row.pid}/cmdline`, 'utf8').split('\0'),
    }));
}

/** Whether an ffmpeg process with this id still exists (a zombie included). */
const isFfmpegAlive = (pid: number) =>
  processTable().some((row) => row.pid === pid && row.name === 'ffmpeg');

/** A user with coins for a clip. */
async function seedUser(storage: ServerStorage) {
  const seeded = await storage.open();
  try {
    await seeded.migrate();
    await seedShippedContent(seeded.db);
    const person = await signIn(seeded.db, emailIdentity('clips@example.com'), {
      nick: 'clips',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    await seeded.db.update(users).set({ goldBalance: GOLD }).where(eq(users.id, person.uid));
    return person;
  } finally {
    await seeded.close();
  }
}

/** Orders a long clip of one of Mei's photos and waits until its ffmpeg runs. */
async function startLongClip(server: RunningServer, token: string) {
  const detail = await postJson<{ photos: Array<{ id: string; locked: boolean }> }>(
    `${server.url}/api/v1/character/detail`,
    { token, characterId: 'mei' },
  );
  const photo = detail.data.photos.find((candidate) => !candidate.locked);
  const order = await postJson<{ itemId: string; jobId: string }>(
    `${server.url}/api/v1/ugc/video/generate`,
    { token, characterId: 'mei', characterPhotoId: photo?.id, ...LONG_CLIP, t: Date.now() },
  );
  expect(order.code, order.msg).toBe(0);
  const pid = server.process.pid ?? 0;
  const encoder = await vi.waitFor(() => {
    const [found] = ffmpegsUnder(pid);
    if (!found) throw new Error('ffmpeg has not started yet');
    return found;
  }, WAIT);
  // The demo model encodes `{folder}/source.png` into `{folder}/clip.mp4`.
  const folder = path.dirname(encoder.args[encoder.args.indexOf('-i') + 1] ?? '');
  expect(existsSync(folder)).toBe(true);
  return { order: order.data, encoder, folder };
}

describe('ffmpeg and the server stopping', () => {
  it('stops ffmpeg, removes its folder; the next start makes the clip once, charged once', async () => {
    const storage = await freshServerStorage('stop-video');
    const person = await seedUser(storage);
    const server = await startAppServer(storage.env);
    const { order, encoder, folder } = await startLongClip(server, person.token);

    expect(await server.stop()).toBe(0);
    expect(isFfmpegAlive(encoder.pid)).toBe(false);
    expect(existsSync(folder)).toBe(false);

    const again = await startAppServer(storage.env);
    try {
      await vi.waitFor(
        async () => {
          const item = await postJson<{ state: string }>(`${again.url}/api/v1/ugc/item/detail`, {
            token: person.token,
            itemId: order.itemId,
          });
          expect(item.data.state).toBe('ready');
        },
        { timeout: 180_000, interval: 500 },
      );
    } finally {
      expect(await again.stop()).toBe(0);
    }

    const reopened = await storage.open();
    try {
      const [job] = await reopened.db
        .select({ state: generationJobs.state, attempt: generationJobs.attempt })
        .from(generationJobs)
        .where(eq(generationJobs.id, order.jobId));
      // The stopped run and the one that finished it.
      expect(job).toEqual({ state: 'succeeded', attempt: 2 });
      const clips = await reopened.db
        .select({ id: media.id })
        .from(media)
        .where(eq(media.contentType, 'video/mp4'));
      expect(clips).toHaveLength(1);
      const moves = await reopened.db
        .select({ reason: ledgerEntries.reason, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, person.uid), eq(ledgerEntries.currency, 'gold')));
      expect(moves).toEqual([
        { reason: LEDGER_REASON.videoGeneration, amount: videoPrice(LONG_CLIP.durationSeconds) },
      ]);
      const [after] = await reopened.db
        .select({ gold: users.goldBalance })
        .from(users)
        .where(eq(users.id, person.uid));
      expect(after?.gold).toBe(GOLD - videoPrice(LONG_CLIP.durationSeconds));
    } finally {
      await reopened.close();
    }
  }, 360_000);

  it('takes ffmpeg and its folder down with a server killed outright', async () => {
    const storage = await freshServerStorage('kill-video');
    const person = await seedUser(storage);
    const server = await startAppServer(storage.env);
    const { encoder, folder } = await startLongClip(server, person.token);

    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGKILL');
    await exited;
    await vi.waitFor(() => {
      expect(isFfmpegAlive(encoder.pid)).toBe(false);
      expect(existsSync(folder)).toBe(false);
    }, WAIT);
  }, 240_000);
});
