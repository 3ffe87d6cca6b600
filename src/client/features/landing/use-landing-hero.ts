import type { CharacterCard } from '@contract/api/character-endpoints';
import type { LandingHeroSource } from '@contract/landing-heroes';
import { useEffect, useState } from 'react';
import { listTourCharacters } from '../tour/api/list-tour-characters';
import { matchLandingRole } from './api/match-landing-role';

/** The hero of a landing page; null while loading, or when the tour is unavailable. */
export function useLandingHero(source: LandingHeroSource): {
  hero: CharacterCard | null;
  hasFailed: boolean;
} {
  const [hero, setHero] = useState<CharacterCard | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const landingRole = 'landingRole' in source ? source.landingRole : null;
  const characterId = 'characterId' in source ? source.characterId : null;

  useEffect(() => {
    let isCurrent = true;
    const load = landingRole
      ? matchLandingRole({ landingRole }, { silent: true }).then(({ character }) => character)
      : // An operator may take the chosen hero out of the tour; the most popular one stands in.
        listTourCharacters({}, { silent: true }).then(
          ({ list }) => list.find((card) => card.characterId === characterId) ?? list[0] ?? null,
        );
    load
      .then((card) => {
        if (!isCurrent) return;
        setHero(card);
        setHasFailed(card === null);
      })
      .catch(() => {
        if (isCurrent) setHasFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [landingRole, characterId]);

  return { hero, hasFailed };
}
