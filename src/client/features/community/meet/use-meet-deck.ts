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
  const [cards, setCards] = useState<CharacterCard[] | null>(null);
  const [remaining, setRemaining] = useState(0);
  const [counts, setCounts] = useState<MeetCounts | null>(null);
  const [config, setConfig] = useState<MeetConfig | null>(null);
  const [match, setMatch] = useState<MeetMatch | null>(null);
  const [failed, setFailed] = useState(false);
  /** Cards swiped in this visit whose answer may not have reached the server's deck yet. */
  const swiped = useRef(new Set<string>());

  const refill = useCallback(async (replace: boolean) => {
    try {
      const deck = await getMeetDeck({ size: DECK_PAGE }, { silent: true });
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
      setFailed(true);
      setCards((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    if (!uid) return;
    setCards(null);
    void refill(true);
    getMeetCounts({}, { silent: true })
      .then(setCounts)
      .catch(() => {});
    getMeetConfig({}, { silent: true })
      .then(setConfig)
      .catch(() => {});
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
          setCounts((current) =>
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
    [cards, refill],
  );

  const applyConfig = useCallback(
    (next: MeetConfig) => {
      setConfig(next);
      setCards(null);
      void refill(true);
    },
    [refill],
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
