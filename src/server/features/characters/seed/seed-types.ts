/**
 * The shape of the official catalogue shipped with the app. English texts live here; the other
 * locales' texts live in `locales/<code>.json` (see `SeedLocaleTexts`).
 */

type SeedStyle = 'realistic' | 'anime';
type SeedGender = 'woman' | 'man';

/** A tag every locale labels; ids are lowercase kebab-case. */
export interface SeedTag {
  id: string;
  /** English label shown on cards and filters. */
  label: string;
}

interface SeedStory {
  /** Unique across the catalogue, e.g. `luna-1`. */
  id: string;
  /** Desire story (a scenario to play) or Desire post (a short diary-like post). */
  kind: 'story' | 'post';
  /** VIP-only stories are hidden for others, who see what unlocking gives. */
  vipOnly: boolean;
  title: string;
  /** One or two sentences saying what happens; shown on the story card. */
  teaser: string;
  /** The character's first line when the story starts, in character. */
  opening: string;
}

export interface SeedCharacter {
  /** Stable id, lowercase, e.g. `luna`. */
  id: string;
  style: SeedStyle;
  gender: SeedGender;
  /** Member-only characters are marked VIP on cards. */
  memberOnly: boolean;
  /** Tour characters can be chatted with before signing in. */
  tour: boolean;
  /** 18 or older. */
  age: number;
  name: string;
  relationship: string;
  /** Up to three. */
  kinks: string[];
  personality: string;
  occupation: string;
  race: string;
  hairstyle: string;
  hairColor: string;
  eyeColor: string;
  body: string;
  breast: string;
  hips: string;
  clothing: string;
  /** Two to four short sentences for the role card and role screen. */
  description: string;
  /** The first message of every new conversation, in character. */
  greeting: string;
  /** The situation the conversation starts in, written for the model (English only). */
  scenario: string;
  /** How the character talks and behaves, written for the model (English only). */
  persona: string;
  /** Two to four tag ids from `SEED_TAGS`. */
  tags: string[];
  /** Portrait palette for the generated art: skin, hair and eye colours as #rrggbb. */
  palette: { skin: string; hair: string; eyes: string; background: string };
  /** Relative popularity 1..100 for the initial ranking. */
  popularity: number;
  /** Days before the seed date it was released (0 = newest), for the Latest tab. */
  releasedDaysAgo: number;
  stories: SeedStory[];
}

/** The texts of one locale: per character and story id, and per tag id. */
export interface SeedLocaleTexts {
  characters: Record<
    string,
    {
      name: string;
      description: string;
      greeting: string;
      /** Short phrases the demo model and the role screen show in this language. */
      relationship: string;
      occupation: string;
      personality: string;
    }
  >;
  stories: Record<string, { title: string; teaser: string; opening: string }>;
  tags: Record<string, string>;
}
