import type { CharacterCard } from '@contract/api/character-endpoints';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listCharacters } from '../characters/api/list-characters';

export interface CatalogueQuery {
  sort: number;
  style: 'realistic' | 'anime' | null;
  tags: string[];
}

/**
 * The catalogue for a query, page by page; `loadMore` fetches the next page once. It loads again
 * when the user's interests change, since Recommended is ordered by them.
 */
export function useCatalogue(query: CatalogueQuery, interests: readonly string[] = []) {
  const [cards, setCards] = useState<CharacterCard[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [finished, setFinished] = useState(false);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  // The interests only decide when to reload: the server reads them from the session.
  const key = JSON.stringify([query, interests]);

  const load = useCallback(
    async (after: string | null, run: number) => {
      setLoading(true);
      setFailed(false);
      try {
        const [parsed] = JSON.parse(key) as [CatalogueQuery];
        const page = await listCharacters({
          sort: parsed.sort,
          ...(parsed.style ? { style: parsed.style } : {}),
          ...(parsed.tags.length > 0 ? { tags: parsed.tags } : {}),
          ...(after ? { cursor: after } : {}),
        });
        // A newer query replaced this one while it was loading.
        if (run !== generation.current) return;
        setCards((previous) => (after ? [...previous, ...page.list] : page.list));
        setCursor(page.nextCursor);
        setFinished(page.nextCursor === null);
      } catch {
        if (run === generation.current) setFailed(true);
      } finally {
        if (run === generation.current) setLoading(false);
      }
    },
    [key],
  );

  useEffect(() => {
    generation.current++;
    setCards([]);
    setFinished(false);
    void load(null, generation.current);
  }, [load]);

  const loadMore = useCallback(() => {
    if (!loading && !finished && !failed && cursor) void load(cursor, generation.current);
  }, [loading, finished, failed, cursor, load]);

  const retry = useCallback(() => void load(cursor, generation.current), [cursor, load]);

  return { cards, loading, finished, failed, loadMore, retry };
}
