// Her voice with the embedded demo voice (eSpeak NG in its own process): the time from pressing
// Listen (the first `/v1/speech/listen` call of a reply, paid and not cached) to the first audio
// byte, over HTTP to an in-process app on PGlite, and the synthesis speed against real time
// (seconds of speech made per second of work). Replies in English and Arabic, a few sentences
// each; each play is of a new reply, so nothing comes from the cache. Run with `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { messages } from '../../src/server/db/schema/conversations';
import { users } from '../../src/server/db/schema/users';
import { openBenchDatabase, percentile, startBenchApp } from './lib/bench-app';

const PLAYS = 12;
const REPLIES = {
  en: '*smiles* Hello, love. I missed you so much today. The café was busy, but I kept thinking about our walk by the sea. Tell me everything about your day.',
  ar: 'مرحبا يا حبيبي. اشتقت إليك كثيرا اليوم. كان المقهى مزدحما، لكنني ظللت أفكر في نزهتنا على البحر. أخبرني عن يومك.',
} as const;

/** Seconds of sound in a 16-bit mono WAV. */
const wavSeconds = (wav: Buffer) => (wav.length - 44) / 2 / wav.readUInt32LE(24);

const database = await openBenchDatabase();
// Media (the audio cache) in a folder of its own, beside the database's.
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bench-voice-'));
const app = await startBenchApp(database.handle, { DATA_DIR: mediaDir });
try {
  const user = await app.signInUser('voice-bench@example.com');
  await database.handle.db.update(users).set({ energy: 10_000 }).where(eq(users.id, user.uid));
  const opened = await app.post('/v1/session/from/character', {
    token: user.token,
    characterId: 'sofia',
  });
  const { conversationId } = ((await opened.json()) as { data: { conversationId: string } }).data;
  // Warm: the synthesiser process starts with the first call.
  const warm = await database.handle.db
    .insert(messages)
    .values({ conversationId, role: 'character', content: 'Hi.' })
    .returning({ id: messages.id });
  await (
    await app.post('/v1/speech/listen', {
      token: user.token,
      messageId: String(warm[0]?.id),
      index: 0,
    })
  ).json();

  console.log('language   first audio p50 ms   p90 ms   speed × real time (whole reply)');
  for (const [language, content] of Object.entries(REPLIES)) {
    const firstAudio: number[] = [];
    let spokenSeconds = 0;
    let workSeconds = 0;
    for (let play = 0; play < PLAYS; play++) {
      const [row] = await database.handle.db
        .insert(messages)
        .values({ conversationId, role: 'character', content: `${content} (${play})` })
        .returning({ id: messages.id });
      const messageId = String(row?.id);
      const started = performance.now();
      let index = 0;
      let count = 1;
      while (index < count) {
        const answer = (await (
          await app.post('/v1/speech/listen', {
            token: user.token,
            messageId,
            index,
            lang: language,
          })
        ).json()) as { code: number; msg: string; data: { count: number; audio: string } };
        if (answer.code !== 0) throw new Error(`listen failed: ${answer.code} ${answer.msg}`);
        if (index === 0) firstAudio.push(performance.now() - started);
        spokenSeconds += wavSeconds(Buffer.from(answer.data.audio, 'base64'));
        count = answer.data.count;
        index++;
      }
      workSeconds += (performance.now() - started) / 1000;
    }
    firstAudio.sort((a, b) => a - b);
    console.log(
      `${language.padEnd(10)} ${percentile(firstAudio, 0.5).toFixed(0).padStart(18)} ${percentile(firstAudio, 0.9).toFixed(0).padStart(8)}   ${(spokenSeconds / workSeconds).toFixed(1).padStart(6)}×`,
    );
  }
} finally {
  await app.close();
  await database.close();
  rmSync(mediaDir, { recursive: true, force: true });
}
