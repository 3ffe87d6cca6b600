import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import type { CharacterCard } from '@contract/api/character-endpoints';
import type { MeetConfig } from '@contract/api/meet-endpoints';
import type { MeetSwipe } from '@contract/meet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getMeetConfig } from './api/get-meet-config';
import { getMeetCounts } from './api/get-meet-counts';
import { getMeetDeck } from './api/get-meet-deck';
import { swipeCharacter } from './api/swipe-character';

/** Cards asked for at a time. */
const DECK_PAGE = 10;
/** The deck asks for more when this few cards are left, so the next card is always there. */
const REFILL_AT = 3;

const countsKeyOf = (uid: string | null) => ['meetCounts', uid] as const;
const configKeyOf = (uid: string | null) => ['meetConfig', uid] as const;

export interface MeetMatch {
  character: CharacterCard;
  conversationId: string;
  sharedTags: string[];
}

export interface MeetCounts {
  likes: number;
  matches: number;
}

/**
 * The deck of one visit: cards, counts and preferences, loaded for a signed-in user. A swipe takes
 * the top card at once and puts it back if the server refuses it; the deck refills from the top of
 * the server's deck, which no longer holds swiped cards.
 */
export function useMeetDeck(uid: string | null) {
  // The deck itself is this visit's working set, changed by every swipe; the counts and the
  // preferences are server answers, cached.
  const [cards, setCards] = useState<CharacterCard[] | null>(null);
  const [remaining, setRemaining] = useState(0);
  const counts =
    useApiQuery({
      queryKey: countsKeyOf(uid),
      queryFn: () => getMeetCounts({}, { silent: true }),
      enabled: Boolean(uid),
    }).data ?? null;
  const config =
    useApiQuery({
      queryKey: configKeyOf(uid),
      queryFn: () => getMeetConfig({}, { silent: true }),
      enabled: Boolean(uid),
    }).data ?? null;
  const [match, setMatch] = useState<MeetMatch | null>(null);
  const [failed, setFailed] = useState(false);
  /** Cards swiped in this visit whose answer may not have reached the server's deck yet. */
  const swiped = useRef(new Set<string>());
  /** Counts deck replacements: a refill asked before the latest one (older preferences) is dropped. */
  const deckRun = useRef(0);

  const refill = useCallback(async (replace: boolean) => {
    if (replace) deckRun.current++;
    const run = deckRun.current;
    try {
      const deck = await getMeetDeck({ size: DECK_PAGE }, { silent: true });
      if (run !== deckRun.current) return;
      setFailed(false);
      setRemaining(deck.remaining);
      setCards((current) => {
        const kept = replace ? [] : (current ?? []);
        const known = new Set(kept.map((card) => card.characterId));
        const fresh = deck.list.filter(
          (card) => !known.has(card.characterId) && !swiped.current.has(card.characterId),
        );
        return [...kept, ...fresh];
      });
    } catch {
      if (run !== deckRun.current) return;
      setFailed(true);
      setCards((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    if (!uid) return;
    setCards(null);
    void refill(true);
  }, [uid, refill]);

  const swipe = useCallback(
    async (card: CharacterCard, action: MeetSwipe): Promise<MeetMatch | null> => {
      swiped.current.add(card.characterId);
      const left = (cards ?? []).filter((other) => other.characterId !== card.characterId);
      setCards(left);
      setRemaining((count) => Math.max(0, count - 1));
      if (left.length <= REFILL_AT) void refill(false);
      try {
        const result = await swipeCharacter({ characterId: card.characterId, action });
        if (result.action === 'like') {
          queryClient.setQueryData<MeetCounts>(countsKeyOf(uid), (current) =>
            current
              ? { likes: current.likes + 1, matches: current.matches + Number(result.isMatch) }
              : current,
          );
        }
        if (!result.isMatch || !result.conversationId) return null;
        const found: MeetMatch = {
          character: card,
          conversationId: result.conversationId,
          sharedTags: result.sharedTags.map((tag) => tag.label),
        };
        setMatch(found);
        return found;
      } catch {
        // Refused or offline: the card comes back on top to be swiped again.
        swiped.current.delete(card.characterId);
        setCards((current) => [card, ...(current ?? [])]);
        setRemaining((count) => count + 1);
        return null;
      }
    },
    [cards, refill, uid],
  );

  const applyConfig = useCallback(
    (next: MeetConfig) => {
      queryClient.setQueryData<MeetConfig>(configKeyOf(uid), () => next);
      setCards(null);
      void refill(true);
    },
    [refill, uid],
  );

  return {
    cards,
    remaining,
    counts,
    config,
    match,
    failed,
    swipe,
    applyConfig,
    retry: () => void refill(true),
    closeMatch: () => setMatch(null),
  };
}
