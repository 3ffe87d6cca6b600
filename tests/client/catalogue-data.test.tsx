import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listCharacters } from '../../src/client/features/characters/api/list-characters';
import { type CatalogueQuery, useCatalogue } from '../../src/client/features/home/use-catalogue';
import type { CharacterCard } from '../../src/contract/api/character-endpoints';
import { deferred } from './helpers/deferred';

vi.mock('../../src/client/features/characters/api/list-characters', () => ({
  listCharacters: vi.fn(),
}));

type CataloguePage = Awaited<ReturnType<typeof listCharacters>>;

const card = (characterId: string): CharacterCard =>
  ({ characterId, nick: characterId }) as unknown as CharacterCard;
const page = (ids: string[], nextCursor: string | null = null) =>
  ({ list: ids.map(card), nextCursor }) as unknown as CataloguePage;
const idsOf = (cards: CharacterCard[]) => cards.map((each) => each.characterId);

const RECOMMENDED: CatalogueQuery = { sort: 1, style: null, tags: [] };
const POPULAR: CatalogueQuery = { sort: 2, style: null, tags: [] };

afterEach(() => vi.clearAllMocks());

describe('Home catalogue data', () => {
  it('shows the tab the user switched to when the tab they left answers last', async () => {
    const recommended = deferred<CataloguePage>();
    const popular = deferred<CataloguePage>();
    vi.mocked(listCharacters).mockImplementation(({ sort }) =>
      sort === POPULAR.sort ? popular.promise : recommended.promise,
    );
    const { result, rerender } = renderHook(({ query }) => useCatalogue(query), {
      initialProps: { query: RECOMMENDED },
    });
    expect(result.current.loading).toBe(true);

    // The user opens Popular before Recommended has loaded.
    rerender({ query: POPULAR });
    await act(async () => {
      popular.resolve(page(['p1', 'p2']));
      await popular.promise;
    });
    await waitFor(() => expect(idsOf(result.current.cards)).toEqual(['p1', 'p2']));

    // Recommended's slow answer lands last: it must not replace Popular's cards.
    await act(async () => {
      recommended.resolve(page(['r1']));
      await recommended.promise;
    });
    expect(idsOf(result.current.cards)).toEqual(['p1', 'p2']);
    expect(result.current.loading).toBe(false);
    expect(result.current.finished).toBe(true);
  });

  it('appends a next page only to the tab it continues', async () => {
    const next = deferred<CataloguePage>();
    vi.mocked(listCharacters).mockImplementation(async ({ sort, cursor }) => {
      if (cursor) return next.promise;
      return sort === POPULAR.sort ? page(['p1']) : page(['r1'], 'after-r1');
    });
    const { result, rerender } = renderHook(({ query }) => useCatalogue(query), {
      initialProps: { query: RECOMMENDED },
    });
    await waitFor(() => expect(idsOf(result.current.cards)).toEqual(['r1']));
    act(() => result.current.loadMore());
    expect(listCharacters).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: RECOMMENDED.sort, cursor: 'after-r1' }),
    );

    // The user switches tabs while Recommended's next page is on its way.
    rerender({ query: POPULAR });
    await waitFor(() => expect(idsOf(result.current.cards)).toEqual(['p1']));
    await act(async () => {
      next.resolve(page(['r2']));
      await next.promise;
    });
    expect(idsOf(result.current.cards)).toEqual(['p1']);

    // Back on Recommended: its two pages, shown from the cache.
    vi.mocked(listCharacters).mockImplementation(() => new Promise(() => {}));
    rerender({ query: RECOMMENDED });
    expect(idsOf(result.current.cards)).toEqual(['r1', 'r2']);
  });

  it('offers to try again after a failed first page, and loads it on retry', async () => {
    vi.mocked(listCharacters).mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useCatalogue(RECOMMENDED));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.loading).toBe(false);

    vi.mocked(listCharacters).mockResolvedValueOnce(page(['r1']));
    act(() => result.current.retry());
    await waitFor(() => expect(idsOf(result.current.cards)).toEqual(['r1']));
    expect(result.current.failed).toBe(false);
  });
});
