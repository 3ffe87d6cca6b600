import { useIsFirstScreenSettled } from '@client/app/first-screen-settled';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { lazy, Suspense } from 'react';

// The gallery, its viewer and their texts (the studio's, in the `create` part) load once her
// page has settled: a character's page is a first page, and they are below the fold. The
// section's own calls wait until it is scrolled near (character-photos.tsx).
const CharacterPhotos = lazy(
  withCatalogPart('create', () =>
    import('./character-photos').then((module) => ({ default: module.CharacterPhotos })),
  ),
);

/** Her page's photos section, loaded after the first screen has settled. */
export function LazyCharacterPhotos({ characterId, nick }: { characterId: string; nick: string }) {
  const isSettled = useIsFirstScreenSettled();
  if (!isSettled) return null;
  return (
    <Suspense fallback={null}>
      <CharacterPhotos characterId={characterId} nick={nick} />
    </Suspense>
  );
}
