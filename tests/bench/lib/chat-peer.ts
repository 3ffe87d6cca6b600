// The chat benchmark's fair peer, a process of its own: a bare Node HTTP server doing a send's
// essential work and nothing else, as lean as it can be written. Per send, one write statement of
// the same kind as the app's (1 energy off the balance, the message and the empty reply stored,
// its ledger row, the conversation moved up), kept prepared as the app keeps its own; the reply
// streamed from the same demo model as the app's, word by word in the app's own event format (its
// first and last events are the app's recorded ones); then the reply stored as done in one more
// statement. It opens the database the way the app does (`openDatabase`), on a connection of its
// own: on PostgreSQL the app's database; on PGlite, which one process holds at a time, a data
// folder of its own with the same schema (see docs/decisions.md).
//
// Started by tests/bench/chat.ts with BENCH_PEER_* variables; prints `{"port":…}` once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { LEDGER_DIRECTION } from '../../../src/contract/enums';
import { openDatabase } from '../../../src/server/db/database';
import { executePrepared } from '../../../src/server/db/prepared-statement';
import { createDemoModel } from '../../../src/server/features/chat/model/demo-model';

const database = await openDatabase({
  databaseUrl: process.env.BENCH_PEER_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_PEER_DATA_DIR ?? ':memory:',
});
const { db } = database;
const model = createDemoModel(Number(process.env.BENCH_PEER_MODEL_DELAY_MS ?? '0'));
/** The app's recorded events before its first chunk and after its last one. */
const frame = JSON.parse(readFileSync(String(process.env.BENCH_PEER_FRAME), 'utf8')) as {
  head: string;
  tail: string;
};

/**
 * Takes a message in one statement, as lean as it can be written: 1 energy off, the message and
 * the empty reply stored, the ledger row, the conversation moved up. Answers the reply's id.
 */
async function send(userId: string, conversationId: string, content: string) {
  const now = new Date();
  const { rows } = await executePrepared(
    db,
    'peer_accept',
    sql`
    with charged as (
      update users set energy = energy - 1 where id = ${userId} returning id
    ),
    user_message as (
      insert into messages (conversation_id, role, content, status, charge_currency,
                            charge_amount, created_at, updated_at)
      select ${conversationId}::text, 'user', ${content}::text, 'done', 'energy', 1,
             ${now}::timestamptz, ${now}::timestamptz
      from charged
      returning id
    ),
    reply as (
      insert into messages (conversation_id, role, content, status, lease_until, created_at,
                            updated_at)
      select ${conversationId}::text, 'character', '', 'streaming',
             now() + interval '30 seconds', ${now}::timestamptz, ${now}::timestamptz
      from charged
      returning id
    ),
    ledger as (
      insert into ledger_entries (user_id, direction, currency, amount, reason, reference)
      select ${userId}::text, ${LEDGER_DIRECTION.out}::smallint, 'energy', 1, 'bench_peer',
             user_message.id::text
      from user_message
    ),
    touched as (
      update conversations set last_message_at = ${now}, last_message_preview = ${content}
      where id = ${conversationId} and exists (select 1 from charged)
    )
    select reply.id from reply
  `,
  );
  return String(rows[0]?.id);
}

/** Stores the finished reply and moves the conversation up, in one statement. */
async function finish(replyId: string, conversationId: string, content: string) {
  const now = new Date();
  await executePrepared(
    db,
    'peer_finish',
    sql`
    with done as (
      update messages set content = ${content}, status = 'done', updated_at = ${now}
      where id = ${replyId}::bigint and status = 'streaming'
      returning id
    )
    update conversations set last_message_at = ${now}, last_message_preview = ${content}
    where id = ${conversationId} and exists (select 1 from done)
  `,
  );
}

const server = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (piece: string) => {
    body += piece;
  });
  request.on('end', () => {
    void (async () => {
      const { userId, conversationId, content } = JSON.parse(body) as Record<string, string>;
      const replyId = await send(String(userId), String(conversationId), String(content));
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(frame.head);
      const prompt = {
        messages: [],
        language: 'en',
        character: {
          name: 'Sofia',
          personality: 'warm',
          relationship: 'friend',
          occupation: 'dancer',
          scenario: '',
        },
        lastUserMessage: String(content),
        gift: null,
        sendsPhoto: false,
        memories: [],
        userPersona: null,
        seed: replyId,
      };
      let text = '';
      for await (const word of model.stream(prompt, 'base', new AbortController().signal)) {
        text += word;
        response.write(`event: chunk\ndata: ${JSON.stringify({ text: word })}\n\n`);
      }
      await finish(replyId, String(conversationId), text);
      response.end(frame.tail);
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => void database.close().then(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
