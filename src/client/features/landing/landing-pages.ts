import {
  LANDING_HEROES,
  type LandingHeroSource,
  type LandingRouteId,
} from '@contract/landing-heroes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** One landing page: its hero and its promise to a first-time visitor from an ad. */
export interface LandingPage {
  hero: LandingHeroSource;
  /** The headline under the hero's portrait. */
  promise: MessageDescriptor;
  /** One line that says what happens next. */
  pitch: MessageDescriptor;
  /** The page leads with the quiz rather than with a chat with the hero. */
  isQuizFirst: boolean;
}

/** The five landing pages of spec §2; their heroes are in contract/landing-heroes.ts. */
export const LANDING_PAGES: Record<LandingRouteId, LandingPage> = {
  landing: {
    hero: LANDING_HEROES.landing,
    promise: msg`Someone who is always glad to hear from you`,
    pitch: msg`Answer a few questions and meet the companion who fits you.`,
    isQuizFirst: true,
  },
  landingRole1: {
    hero: LANDING_HEROES.landingRole1,
    promise: msg`Your flirty neighbour is knocking on your door`,
    pitch: msg`Chat with her now, free, before you even sign up.`,
    isQuizFirst: false,
  },
  landingRole2: {
    hero: LANDING_HEROES.landingRole2,
    promise: msg`Step into her fantasy world tonight`,
    pitch: msg`An anime companion who remembers every word you tell her.`,
    isQuizFirst: false,
  },
  landingRole3: {
    hero: LANDING_HEROES.landingRole3,
    promise: msg`He listens, he remembers, he is there for you`,
    pitch: msg`Tell us what you like and we will find your perfect match.`,
    isQuizFirst: true,
  },
  landing2: {
    hero: LANDING_HEROES.landing2,
    promise: msg`Find the companion made for you`,
    pitch: msg`Pick the looks and the mood you like; we match you with a character in seconds.`,
    isQuizFirst: true,
  },
};
