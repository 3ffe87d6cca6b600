import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTourConfig } from '../../src/client/features/tour/api/get-tour-config';
import { listTourCharacters } from '../../src/client/features/tour/api/list-tour-characters';
import { openTourConversation } from '../../src/client/features/tour/api/open-tour-conversation';
import { useTour } from '../../src/client/features/tour/use-tour';
import type { CharacterCard } from '../../src/contract/api/character-endpoints';
import { deferred } from './helpers/deferred';

vi.mock('../../src/client/features/tour/api/get-tour-config', () => ({ getTourConfig: vi.fn() }));
vi.mock('../../src/client/features/tour/api/list-tour-characters', () => ({
  listTourCharacters: vi.fn(),
}));
vi.mock('../../src/client/features/tour/api/open-tour-conversation', () => ({
  openTourConversation: vi.fn(),
}));

type TourConfig = Awaited<ReturnType<typeof getTourConfig>>;
type Opened = Awaited<ReturnType<typeof openTourConversation>>;

const config = (left: number) =>
  ({ visitorToken: 'visitor-1', remaining: left }) as unknown as TourConfig;
const card = (characterId: string) => ({ characterId, nick: characterId }) as CharacterCard;

afterEach(() => vi.clearAllMocks());

describe('Tour data', () => {
  it('opens the conversation of the character chosen last, whatever answers first', async () => {
    vi.mocked(getTourConfig).mockResolvedValue(config(5));
    vi.mocked(listTourCharacters).mockResolvedValue({
      list: [card('alice'), card('bella')],
    } as Awaited<ReturnType<typeof listTourCharacters>>);
    const withAlice = deferred<Opened>();
    const withBella = deferred<Opened>();
    vi.mocked(openTourConversation).mockImplementation(({ characterId }) =>
      characterId === 'bella' ? withBella.promise : withAlice.promise,
    );
    const { result } = renderHook(() => useTour(null));
    await waitFor(() => expect(result.current.characterId).toBe('alice'));

    // The visitor picks Bella before Alice's conversation has opened.
    act(() => result.current.chooseCharacter('bella'));
    await act(async () => {
      withBella.resolve({ conversationId: 'conv-bella' } as Opened);
      await withBella.promise;
    });
    await waitFor(() => expect(result.current.conversationId).toBe('conv-bella'));

    // Alice's slow answer lands last: Bella's conversation stays open.
    await act(async () => {
      withAlice.resolve({ conversationId: 'conv-alice' } as Opened);
      await withAlice.promise;
    });
    expect(result.current.conversationId).toBe('conv-bella');
    expect(result.current.characterId).toBe('bella');
  });

  it('shows the quota from the start and asks again only after a reply', async () => {
    vi.mocked(getTourConfig).mockResolvedValueOnce(config(5)).mockResolvedValueOnce(config(4));
    vi.mocked(listTourCharacters).mockResolvedValue({
      list: [card('alice')],
    } as Awaited<ReturnType<typeof listTourCharacters>>);
    vi.mocked(openTourConversation).mockResolvedValue({ conversationId: 'c' } as Opened);
    const { result } = renderHook(() => useTour(null));
    await waitFor(() => expect(result.current.quota).toEqual(config(5)));
    expect(getTourConfig).toHaveBeenCalledTimes(1);

    act(() => result.current.refreshQuota());
    await waitFor(() => expect(result.current.quota).toEqual(config(4)));
    expect(getTourConfig).toHaveBeenLastCalledWith({ visitorToken: 'visitor-1' }, { silent: true });
  });
});
