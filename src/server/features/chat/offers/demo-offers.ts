import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contract/locales';

/**
 * One locale's material for the demo model's photo offers (demo-offers/<locale>.json): words
 * that ask how she looks or what she is doing (lower case; matched anywhere in the message) and
 * her lines that offer a photo, which are also what the photo shows.
 */
interface DemoOffers {
  cues: string[];
  lines: string[];
}

const OFFERS = new Map<string, DemoOffers>(
  LOCALE_CODES.map((code) => [
    code,
    JSON.parse(
      readFileSync(new URL(`./demo-offers/${code}.json`, import.meta.url), 'utf8'),
    ) as DemoOffers,
  ]),
);

/** Without a cue, the demo offers a photo in one reply out of this many (when it may). */
const UNASKED_ONE_IN = 8;

/**
 * The `[selfie: …]` command the demo model ends a reply with, or ''. She offers whenever the user
 * asks how she looks or what she is doing or wearing (so a test can count on it), and now and
 * then unasked; only when the reply may carry an offer.
 */
export function demoSelfieCommand(
  prompt: { mayOfferPhoto?: boolean; language: string; lastUserMessage: string },
  seed: Buffer,
): string {
  if (!prompt.mayOfferPhoto) return '';
  const offers = OFFERS.get(prompt.language) ?? (OFFERS.get(DEFAULT_LOCALE) as DemoOffers);
  const text = prompt.lastUserMessage.toLocaleLowerCase();
  const isAsked = offers.cues.some((cue) => text.includes(cue));
  if (!isAsked && (seed[23] ?? 0) % UNASKED_ONE_IN !== 0) return '';
  const line = offers.lines[(seed[24] ?? 0) % offers.lines.length] as string;
  return `[selfie: ${line}]`;
}
