import { whenIdle } from '@client/app/idle-preload';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { lazy, Suspense, useEffect, useState } from 'react';

// The gallery, its viewer and their texts (the studio's, in the `create` part) load once her
// page has drawn and the browser is idle after it (spec §9: 1 s): a character's page is a first
// page, and they are below the fold. The section's own calls wait until it is scrolled near
// (character-photos.tsx).
const CharacterPhotos = lazy(
  withCatalogPart('create', () =>
    import('./character-photos').then((module) => ({ default: module.CharacterPhotos })),
  ),
);

/**
 * Her page's photos section, loaded once the page around it has drawn and gone idle: timed from
 * the page, not from the app's start, so a slow first load still brings her page first.
 */
export function LazyCharacterPhotos({ characterId, nick }: { characterId: string; nick: string }) {
  const [isPageIdle, setIsPageIdle] = useState(false);
  useEffect(() => {
    let isMounted = true;
    whenIdle(() => {
      if (isMounted) setIsPageIdle(true);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  if (!isPageIdle) return null;
  return (
    <Suspense fallback={null}>
      <CharacterPhotos characterId={characterId} nick={nick} />
    </Suspense>
  );
}
