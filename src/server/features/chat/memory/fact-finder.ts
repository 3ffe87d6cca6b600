import type { LocaleCode } from '@contract/locales';
import { findSelfDisclosures } from './self-disclosure';

/** Finds lasting facts about the user in one of their messages, in the user's own words. */
export interface FactFinder {
  find(message: string, language: LocaleCode, signal: AbortSignal): Promise<string[]>;
}

/** The built-in finder: sentences in which the user tells something about themselves. */
export const selfDisclosureFinder: FactFinder = {
  async find(message, language) {
    return findSelfDisclosures(message, language);
  },
};
