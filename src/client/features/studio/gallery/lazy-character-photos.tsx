import { useIsFirstScreenSettled } from '@client/app/first-screen-settled';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { useNearView } from '@client/lib/use-near-view';
import { lazy, Suspense, useRef } from 'react';

// The gallery, its viewer and their texts (the studio's, in the `create` part) load when her
// page is scrolled near them, once the page has settled (her stories, loading meanwhile, push
// them down): a character's page is a first page, and they are below the fold.
const CharacterPhotos = lazy(
  withCatalogPart('create', () =>
    import('./character-photos').then((module) => ({ default: module.CharacterPhotos })),
  ),
);

/** The section, loaded when it comes near the screen. */
function CharacterPhotosWhenNear({ characterId, nick }: { characterId: string; nick: string }) {
  const markRef = useRef<HTMLDivElement>(null);
  const isNear = useNearView(markRef);
  if (!isNear) return <div ref={markRef} />;
  return (
    <Suspense fallback={null}>
      <CharacterPhotos characterId={characterId} nick={nick} />
    </Suspense>
  );
}

/** Her page's photos section, loaded when near the screen once the first screen has settled. */
export function LazyCharacterPhotos({ characterId, nick }: { characterId: string; nick: string }) {
  const isSettled = useIsFirstScreenSettled();
  if (!isSettled) return null;
  return <CharacterPhotosWhenNear characterId={characterId} nick={nick} />;
}
