import type { OptionStep } from '@contract/character-options';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the create-character wizard's choices are called on screen. The ids are the contract's
 * English keywords; these are the words a user reads, per step (the same id may read differently
 * at two steps). Lives in the `create` and `options` catalog parts (lingui.config.ts).
 */
const OPTION_LABELS: Record<OptionStep, Record<string, MessageDescriptor>> = {
  race: {
    caucasian: msg`Caucasian`,
    asian: msg`Asian`,
    black: msg({ message: 'Black', context: 'ethnicity' }),
    latin: msg`Latin American`,
    'middle eastern': msg`Middle Eastern`,
    'south asian': msg`South Asian`,
    mixed: msg`Mixed`,
  },
  eyeColor: {
    brown: msg({ message: 'Brown', context: 'eye colour' }),
    'dark brown': msg({ message: 'Dark brown', context: 'eye colour' }),
    hazel: msg`Hazel`,
    amber: msg`Amber`,
    green: msg`Green`,
    blue: msg({ message: 'Blue', context: 'eye colour' }),
    grey: msg`Grey`,
    violet: msg`Violet`,
  },
  hairstyle: {
    'long straight': msg`Long straight`,
    'long wavy': msg`Long wavy`,
    curly: msg`Curly`,
    bob: msg`Bob`,
    'short pixie': msg`Pixie cut`,
    ponytail: msg`Ponytail`,
    bun: msg`Bun`,
    braids: msg`Braids`,
    'short crop': msg`Short crop`,
    'buzz cut': msg`Buzz cut`,
    undercut: msg`Undercut`,
    'medium wavy': msg`Medium wavy`,
    long: msg({ message: 'Long', context: 'hairstyle' }),
  },
  hairColor: {
    black: msg({ message: 'Black', context: 'hair colour' }),
    'dark brown': msg({ message: 'Dark brown', context: 'hair colour' }),
    brown: msg({ message: 'Brown', context: 'hair colour' }),
    auburn: msg`Auburn`,
    red: msg`Red`,
    'honey blonde': msg`Honey blonde`,
    'platinum blonde': msg`Platinum blonde`,
    silver: msg`Silver`,
    pink: msg`Pink`,
    blue: msg({ message: 'Blue', context: 'hair colour' }),
    purple: msg`Purple`,
  },
  body: {
    petite: msg`Petite`,
    slim: msg`Slim`,
    athletic: msg`Athletic`,
    average: msg`Average`,
    curvy: msg`Curvy`,
    muscular: msg`Muscular`,
    broad: msg`Broad-shouldered`,
  },
  breast: {
    small: msg({ message: 'Small', context: 'breast size' }),
    medium: msg({ message: 'Medium', context: 'breast size' }),
    large: msg({ message: 'Large', context: 'breast size' }),
    'extra large': msg`Extra large`,
  },
  hips: {
    narrow: msg`Narrow`,
    medium: msg({ message: 'Medium', context: 'hips' }),
    wide: msg`Wide`,
  },
  clothing: {
    'summer dress': msg`Summer dress`,
    'lace lingerie': msg`Lace lingerie`,
    bikini: msg`Bikini`,
    'casual t-shirt': msg`Casual T-shirt`,
    'office blazer': msg`Office blazer`,
    'cosy sweater': msg`Cosy sweater`,
    hoodie: msg`Hoodie`,
    'leather jacket': msg`Leather jacket`,
    kimono: msg`Kimono`,
    sportswear: msg`Sportswear`,
    'nurse uniform': msg`Nurse uniform`,
    'white shirt': msg`White shirt`,
  },
  kinks: {
    romance: msg`Romance`,
    flirting: msg`Flirting`,
    teasing: msg`Teasing`,
    'slow burn': msg`Slow burn`,
    cuddling: msg`Cuddling`,
    praise: msg`Praise`,
    dominance: msg`Dominance`,
    submission: msg`Submission`,
    roleplay: msg`Roleplay`,
    'dirty talk': msg`Dirty talk`,
    'power play': msg`Power play`,
    jealousy: msg`Jealousy`,
  },
  occupation: {
    nurse: msg({ message: 'Nurse', context: 'occupation' }),
    doctor: msg`Doctor`,
    teacher: msg`Teacher`,
    'office worker': msg`Office worker`,
    barista: msg`Barista`,
    model: msg`Model`,
    artist: msg`Artist`,
    musician: msg`Musician`,
    'personal trainer': msg`Personal trainer`,
    'flight attendant': msg`Flight attendant`,
    chef: msg`Chef`,
    'police officer': msg`Police officer`,
    ceo: msg`CEO`,
    bartender: msg`Bartender`,
  },
  personality: {
    caring: msg`Caring`,
    playful: msg`Playful`,
    shy: msg`Shy`,
    confident: msg`Confident`,
    dominant: msg`Dominant`,
    submissive: msg`Submissive`,
    romantic: msg`Romantic`,
    mysterious: msg`Mysterious`,
    sarcastic: msg`Sarcastic`,
    cheerful: msg`Cheerful`,
  },
  relationship: {
    girlfriend: msg`Girlfriend`,
    boyfriend: msg`Boyfriend`,
    wife: msg`Wife`,
    husband: msg`Husband`,
    'best friend': msg`Best friend`,
    neighbour: msg`Neighbour`,
    roommate: msg`Roommate`,
    coworker: msg`Coworker`,
    boss: msg`Boss`,
    stranger: msg`Stranger`,
    ex: msg`Ex`,
  },
};

/**
 * The label of choice `id` at `step` in the active language. A value the wizard does not offer (an
 * official character's own words) is shown as it is.
 */
export function optionLabel(i18n: I18n, step: OptionStep, id: string): string {
  const label = OPTION_LABELS[step][id];
  return label ? i18n._(label) : id;
}
