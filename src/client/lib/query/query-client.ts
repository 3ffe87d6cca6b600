/**
 * The one cache of server answers the screens read through (`useApiQuery`): an answer per query
 * key, one request at a time per key, and only a key's latest request may write its answer.
 * A small own layer rather than TanStack Query, which does not fit the first pages' 110 kB
 * budget (docs/decisions.md); its names follow TanStack's so a later move is mechanical.
 */

/** A query's key: its endpoint's name first, then everything its answer depends on. */
export type QueryKey = readonly unknown[];

/** What a screen sees of one key. Replaced, never mutated, so React can compare it. */
export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet for this key (the first request is under way or has not started). */
  isPending: boolean;
  isError: boolean;
  /** A request for this key is under way (also while an older answer is shown). */
  isFetching: boolean;
  /** When the answer shown was received (0: none yet). */
  dataUpdatedAt: number;
}

interface Entry {
  state: QueryState<unknown>;
  /** The last way this key was asked for, so an invalidation can ask again. */
  queryFn: (() => Promise<unknown>) | null;
  /** The request under way, shared by everyone who asks meanwhile. */
  inFlight: Promise<unknown> | null;
  /** Counts requests: an answer from any but the latest is dropped. */
  run: number;
  listeners: Set<() => void>;
  dropTimer: ReturnType<typeof setTimeout> | null;
}

/** How long an answer nobody shows stays cached, for the way back to its screen. */
const UNUSED_ANSWER_MS = 5 * 60 * 1000;

const EMPTY: QueryState<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isFetching: false,
  dataUpdatedAt: 0,
};

export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(key);
}

function createQueryClient() {
  const entries = new Map<string, Entry>();

  const entryOf = (hash: string): Entry => {
    let entry = entries.get(hash);
    if (!entry) {
      entry = {
        state: EMPTY,
        queryFn: null,
        inFlight: null,
        run: 0,
        listeners: new Set(),
        dropTimer: null,
      };
      entries.set(hash, entry);
    }
    return entry;
  };

  const update = (entry: Entry, change: Partial<QueryState<unknown>>) => {
    entry.state = { ...entry.state, ...change };
    for (const listener of entry.listeners) listener();
  };

  return {
    /** The current state of a key; the same object until it changes. */
    getState<T>(key: QueryKey): QueryState<T> {
      return (entries.get(hashQueryKey(key))?.state ?? EMPTY) as QueryState<T>;
    },

    /** Calls `listener` on each change of a key's state; returns the unsubscribe. */
    subscribe(key: QueryKey, listener: () => void): () => void {
      const hash = hashQueryKey(key);
      const entry = entryOf(hash);
      if (entry.dropTimer) clearTimeout(entry.dropTimer);
      entry.dropTimer = null;
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0) return;
        entry.dropTimer = setTimeout(() => {
          if (entry.listeners.size === 0 && entries.get(hash) === entry) entries.delete(hash);
        }, UNUSED_ANSWER_MS);
      };
    },

    /**
     * Asks for a key's answer: joins the request under way, else starts one. The cached answer
     * stays shown meanwhile; the answer (or error) of the latest request replaces it.
     */
    fetchQuery<T>(key: QueryKey, queryFn: () => Promise<T>): Promise<T> {
      const entry = entryOf(hashQueryKey(key));
      entry.queryFn = queryFn;
      if (entry.inFlight) return entry.inFlight as Promise<T>;
      const run = ++entry.run;
      const request = queryFn().then(
        (data) => {
          if (run === entry.run)
            update(entry, {
              data,
              error: null,
              isPending: false,
              isError: false,
              dataUpdatedAt: Date.now(),
            });
          return data;
        },
        (error: unknown) => {
          if (run === entry.run) update(entry, { error, isError: true, isPending: false });
          throw error;
        },
      );
      const settle = () => {
        if (run !== entry.run) return;
        entry.inFlight = null;
        update(entry, { isFetching: false });
      };
      request.then(settle, settle);
      entry.inFlight = request;
      update(entry, { isFetching: true });
      return request;
    },

    /** Writes a key's answer, e.g. after a change the server confirmed; a request under way loses. */
    setQueryData<T>(key: QueryKey, updater: (current: T | undefined) => T | undefined): void {
      const entry = entryOf(hashQueryKey(key));
      const data = updater(entry.state.data as T | undefined);
      if (data === undefined) return;
      entry.run++;
      entry.inFlight = null;
      update(entry, {
        data,
        error: null,
        isPending: false,
        isError: false,
        isFetching: false,
        dataUpdatedAt: Date.now(),
      });
    },

    /**
     * After a change on the server: every key starting with `prefix` is asked again where a screen
     * shows it (a request under way, maybe older than the change, loses) and forgotten elsewhere,
     * so no screen shows the answer from before the change.
     */
    invalidateQueries(prefix: QueryKey): void {
      const start = hashQueryKey(prefix).slice(0, -1);
      for (const [hash, entry] of entries) {
        if (!hash.startsWith(start) || !',]'.includes(hash[start.length] ?? '')) continue;
        entry.run++;
        entry.inFlight = null;
        if (entry.listeners.size === 0) {
          if (entry.dropTimer) clearTimeout(entry.dropTimer);
          entries.delete(hash);
        } else if (entry.queryFn) {
          this.fetchQuery(JSON.parse(hash), entry.queryFn).catch(() => {});
        }
      }
    },

    /** Forgets every answer (sign-out); requests under way can no longer write theirs. */
    clear(): void {
      for (const [hash, entry] of entries) {
        entry.run++;
        entry.inFlight = null;
        if (entry.listeners.size === 0) {
          if (entry.dropTimer) clearTimeout(entry.dropTimer);
          entries.delete(hash);
        }
        update(entry, EMPTY);
      }
    },
  };
}

export const queryClient = createQueryClient();
