import type { CustomCharacterPersona } from '@contract/api/custom-character-endpoints';
import { DEFAULT_LOCALE } from '@contract/locales';
import { PERSONA_PHRASES, type PersonaPhrases } from './persona-phrases';
import type { PersonaBrief } from './persona-writer';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The demo model's persona: the creator's choices put into her language's sentences, nothing
 * added that was not chosen, so the same choices always give the same persona.
 */
export function demoPersona(brief: PersonaBrief): CustomCharacterPersona {
  const phrases: PersonaPhrases =
    PERSONA_PHRASES[brief.language] ?? (PERSONA_PHRASES[DEFAULT_LOCALE] as PersonaPhrases);
  const values: Record<string, string> = {
    name: brief.name,
    age: String(brief.age),
    race: brief.race,
    eyeColor: brief.eyeColor,
    hairstyle: brief.hairstyle,
    hairColor: brief.hairColor,
    body: brief.body,
    breast: brief.breast,
    hips: brief.hips,
    clothing: brief.clothing,
    kinks: brief.kinks.join(', '),
    occupation: brief.occupation,
    personality: brief.personality,
    relationship: brief.relationship,
    description: brief.description ?? '',
  };
  const look = brief.description ? phrases.promptDescription : phrases.description;
  const kinks = brief.kinks.length > 0 ? ` ${fill(phrases.kinks, values)}` : '';
  return {
    description: `${fill(look, values)}${brief.description ? '' : kinks}`,
    greeting: fill(brief.description ? phrases.promptGreeting : phrases.greeting, values),
    personality: brief.description ? brief.personality || brief.description : brief.personality,
    scenario: fill(brief.description ? phrases.promptScenario : phrases.scenario, values),
    story: fill(phrases.story, values),
  };
}
