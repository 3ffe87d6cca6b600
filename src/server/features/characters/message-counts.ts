import { setTimeout as later, setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';

/**
 * Counts messages for Popular (a character's `chat_count` and its messages of the day) beside the
 * sends instead of inside them. Every send to one character would otherwise update that
 * character's row in its own transaction, so a crowd talking to the same character queued on one
 * row lock before each got its first byte. Counts made in one turn of the event loop are added
 * together by one statement after it, one statement at a time and at most one every
 * FLUSH_SPACING_MS (under a crowd of sends, one statement for many of them); those made meanwhile
 * go in the next. The statement is tracked in `running`, so a shutdown and the tests wait for it. A
 * popularity count is not money: a crash between a send and its count loses that count only.
 */
/** The least time between two statements adding counts: Popular does not need them sooner. */
const FLUSH_SPACING_MS = 200;

export class MessageCounts {
  /** Messages not yet added, by character and day (`characterId day`). */
  private pending = new Map<string, number>();
  private flushing: Promise<void> | null = null;
  /** When the last statement started (performance.now()), for the spacing. */
  private lastFlushAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly running: Set<Promise<void>>,
  ) {}

  /** One more message to `characterId`, on the day of `at`. */
  add(characterId: string, at: Date): void {
    const key = `${characterId} ${at.toISOString().slice(0, 10)}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.flushSoon();
  }

  private flushSoon() {
    if (this.flushing) return;
    const wait = this.lastFlushAt + FLUSH_SPACING_MS - performance.now();
    const run = (wait > 0 ? later(wait) : nextTurn())
      .then(() => this.flush())
      .finally(() => {
        this.running.delete(run);
        this.flushing = null;
        if (this.pending.size > 0) this.flushSoon();
      });
    this.flushing = run;
    this.running.add(run);
  }

  private async flush() {
    this.lastFlushAt = performance.now();
    const counts = [...this.pending].map(([key, messages]) => {
      const [characterId, day] = key.split(' ');
      return { characterId, day, messages };
    });
    this.pending.clear();
    if (counts.length === 0) return;
    try {
      await this.db.execute(sql`
        with counts as (
          select x."characterId" as character_id, x.day, x.messages
          from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb)
            as x("characterId" text, day date, messages int)
          join characters on characters.id = x."characterId"
        ),
        counted as (
          update characters set chat_count = characters.chat_count + totals.messages
          from (select character_id, sum(messages)::int as messages from counts group by 1) totals
          where characters.id = totals.character_id
        )
        insert into character_activity (character_id, day, messages)
        select character_id, day, messages from counts
        on conflict (character_id, day)
        do update set messages = character_activity.messages + excluded.messages
      `);
    } catch (error) {
      this.log.warn({ err: error, counts: counts.length }, 'message counts for Popular lost');
    }
  }
}
