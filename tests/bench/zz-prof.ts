import { eq } from 'drizzle-orm';
import { openBenchDatabase, startBenchApp } from './lib/bench-app';
import { users } from '../../src/server/db/schema/users';
import { startStreamTimer } from './lib/stream-timer';

const database = await openBenchDatabase(process.env.PG);
const app = await startBenchApp(database.handle, { DEMO_MODEL_DELAY_MS: '0' });
const db = database.handle.db;
const u = await app.signInUser(`x@x.com`);
await db.update(users).set({ energy: 100000 }).where(eq(users.id, u.uid));
const r = await app.post('/v1/session/from/character', { token: u.token, characterId: 'sofia' });
const { data } = (await r.json()) as any;
const client = (db as any).$client;
const timer = startStreamTimer();
for (let i = 0; i < 60; i++) await timer.time([app.request('/v1/session/chat', { token: u.token, conversationId: data.conversationId, content: 'hello' + i }, 'text/event-stream')]);
let captured: any[] = [];
const original = client.query.bind(client);
client.query = (...args: any[]) => { captured.push(args); return original(...args); };
await timer.time([app.request('/v1/session/chat', { token: u.token, conversationId: data.conversationId, content: 'hello again' }, 'text/event-stream')]);
client.query = original;
const [text, params] = captured.find(([t]) => t.includes('with me'));
const lit = (v: any) => v === null ? 'null' : v instanceof Date ? `'${v.toISOString()}'` : `'${String(v).replace(/'/g, "''")}'`;
await client.exec(`prepare acc as ${text}`);
const execText = `execute acc(${params.map(lit).join(',')})`;
const qa: number[] = [], qb: number[] = [];
for (let k = 0; k < 300; k++) {
  let t0 = performance.now();
  await original('begin'); await original(text, params); await original('rollback');
  qa.push(performance.now() - t0);
  t0 = performance.now();
  await original('begin'); await client.exec(execText); await original('rollback');
  qb.push(performance.now() - t0);
}
const med = (x: number[]) => { const y = [...x].sort((a, b) => a - b); return `min ${y[0]!.toFixed(2)} p25 ${y[75]!.toFixed(2)} p50 ${y[150]!.toFixed(2)}`; };
console.log('query   ', med(qa));
console.log('prepared', med(qb));
await timer.close();
await app.close();
await database.close();
