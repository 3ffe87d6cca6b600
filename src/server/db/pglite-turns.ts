import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { countStatement } from './statement-count';

/**
 * Makes PGlite run each statement in a turn of the event loop of its own. PGlite runs on the one
 * JavaScript thread and hands its lock from one waiting statement to the next through promises,
 * so a crowd of statements (200 sends arriving together) would otherwise run back to back in one
 * turn, and every timer and socket, the streaming replies' words included, would wait for all of
 * them. Waiting for the next turn after taking the lock lets the loop serve those in between.
 */
export function takeTurnsPerStatement(client: PGlite): void {
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(fn: () => Promise<T>) =>
    runExclusive(async () => {
      countStatement();
      await nextTurn();
      return fn();
    });
}
