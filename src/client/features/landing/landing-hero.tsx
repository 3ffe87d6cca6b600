import type { CharacterCard } from '@contract/api/character-endpoints';
import { HERO_IMAGE_SIZES, heroImageSrcSet, thumbnailUrl } from '@contract/card-image';
import type { LandingHeroSource } from '@contract/landing-heroes';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLandingHero } from './use-landing-hero';

interface LandingHeroProps {
  source: LandingHeroSource;
  promise: string;
  pitch: string;
  /** The page's calls to action; null when the hero could not be loaded (the quiz still works). */
  children(hero: CharacterCard | null): ReactNode;
}

/** The top of a landing page: the hero's portrait and name, the promise, what the app offers. */
export function LandingHero({ source, promise, pitch, children }: LandingHeroProps) {
  const { t } = useLingui();
  const { hero, hasFailed } = useLandingHero(source);
  const isLoading = !hero && !hasFailed;
  return (
    <section className="landing" aria-busy={isLoading}>
      <div className="landing__portrait">
        {hero && (
          <img
            src={thumbnailUrl(hero.portraitUrl, 384)}
            // A thumbnail that fits the portrait (40% of the screen's height, 3:4) on a phone,
            // the picture itself on a larger or sharper screen.
            srcSet={heroImageSrcSet(hero.portraitUrl)}
            sizes={HERO_IMAGE_SIZES}
            alt={hero.nick}
            // The portrait is the page's largest picture: fetched first, never lazily.
            fetchPriority="high"
            decoding="async"
          />
        )}
        {hero && (
          <p className="landing__name" dir="auto">
            {hero.nick}
          </p>
        )}
      </div>
      <div className="landing__body">
        <h2 className="landing__promise">{promise}</h2>
        <p className="landing__pitch">{pitch}</p>
        <div className="landing__actions">{isLoading ? null : children(hero)}</div>
        {hero && (
          <p className="landing__description" dir="auto">
            {hero.description}
          </p>
        )}
        <ul className="landing__benefits">
          <li>{t`Chats that remember what you share`}</li>
          <li>{t`Photos sent just for you`}</li>
          <li>{t`Create a character of your own`}</li>
        </ul>
      </div>
    </section>
  );
}
