import type { LandingRouteId } from '@contract/landing-heroes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * One landing page: its promise to a first-time visitor from an ad. Its hero is in
 * contract/landing-heroes.ts, which the server reads too.
 */
export interface LandingPage {
  /** The headline under the hero's portrait. */
  promise: MessageDescriptor;
  /** One line that says what happens next. */
  pitch: MessageDescriptor;
  /** The page leads with the quiz rather than with a chat with the hero. */
  isQuizFirst: boolean;
}

/** The five landing pages of spec §2. */
export const LANDING_PAGES: Record<LandingRouteId, LandingPage> = {
  landing: {
    promise: msg`Someone who is always glad to hear from you`,
    pitch: msg`Answer a few questions and meet the companion who fits you.`,
    isQuizFirst: true,
  },
  landingRole1: {
    promise: msg`Your flirty neighbour is knocking on your door`,
    pitch: msg`Chat with her now, free, before you even sign up.`,
    isQuizFirst: false,
  },
  landingRole2: {
    promise: msg`Step into her fantasy world tonight`,
    pitch: msg`An anime companion who remembers every word you tell her.`,
    isQuizFirst: false,
  },
  landingRole3: {
    promise: msg`He listens, he remembers, he is there for you`,
    pitch: msg`Tell us what you like and we will find your perfect match.`,
    isQuizFirst: true,
  },
  landing2: {
    promise: msg`Find the companion made for you`,
    pitch: msg`Pick the looks and the mood you like; we match you with a character in seconds.`,
    isQuizFirst: true,
  },
};
