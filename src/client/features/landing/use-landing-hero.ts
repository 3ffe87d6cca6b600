import { useApiQuery } from '@client/lib/query/use-api-query';
import type { CharacterCard } from '@contract/api/character-endpoints';
import type { LandingHeroSource } from '@contract/landing-heroes';
import { listTourCharacters } from '../tour/api/list-tour-characters';
import { matchLandingRole } from './api/match-landing-role';

/** The hero of a landing page; null while loading, or when the tour is unavailable. */
export function useLandingHero(source: LandingHeroSource): {
  hero: CharacterCard | null;
  hasFailed: boolean;
} {
  const landingRole = 'landingRole' in source ? source.landingRole : null;
  const characterId = 'characterId' in source ? source.characterId : null;
  const answer = useApiQuery({
    queryKey: ['landingHero', landingRole, characterId],
    queryFn: () =>
      landingRole
        ? matchLandingRole({ landingRole }, { silent: true }).then(({ character }) => character)
        : // An operator may take the chosen hero out of the tour; the most popular one stands in.
          listTourCharacters({}, { silent: true }).then(
            ({ list }) => list.find((card) => card.characterId === characterId) ?? list[0] ?? null,
          ),
  });
  const hero = answer.data ?? null;
  return { hero, hasFailed: answer.isError || answer.data === null };
}
