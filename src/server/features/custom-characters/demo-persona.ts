import type { CustomCharacterPersona } from '@contract/api/custom-character-endpoints';
import type { OptionStep } from '@contract/character-options';
import { phrasesOf } from './persona-phrases';
import type { PersonaBrief } from './persona-writer';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The demo model's persona: the creator's choices put into her (or his) language's sentences,
 * nothing added that was not chosen, so the same choices always give the same persona. A choice
 * the wizard does not offer (a cloned catalogue character's own words) is used as it is.
 */
export function demoPersona(brief: PersonaBrief): CustomCharacterPersona {
  const phrases = phrasesOf(brief.language);
  const isMan = brief.gender === 'man';
  const sentences = isMan ? { ...phrases, ...phrases.man } : phrases;
  const word = (step: OptionStep, id: string) =>
    (isMan ? phrases.manWords[step]?.[id] : undefined) ?? phrases.words[step]?.[id] ?? id;
  const values: Record<string, string> = {
    name: brief.name,
    age: String(brief.age),
    race: word('race', brief.race),
    eyeColor: word('eyeColor', brief.eyeColor),
    hairstyle: word('hairstyle', brief.hairstyle),
    hairColor: word('hairColor', brief.hairColor),
    body: word('body', brief.body),
    breast: word('breast', brief.breast),
    hips: word('hips', brief.hips),
    clothing: word('clothing', brief.clothing),
    kinks: brief.kinks.map((kink) => word('kinks', kink)).join(phrases.listSeparator ?? ', '),
    occupation: word('occupation', brief.occupation),
    personality: word('personality', brief.personality),
    relationship: word('relationship', brief.relationship),
    description: brief.description ?? '',
  };
  const fromPrompt = brief.description !== null;
  const kinks =
    brief.kinks.length > 0
      ? `${phrases.sentenceSeparator ?? ' '}${fill(sentences.kinks, values)}`
      : '';
  return {
    description: fromPrompt
      ? fill(sentences.promptDescription, values)
      : `${fill(sentences.description, values)}${kinks}`,
    greeting: fill(fromPrompt ? sentences.promptGreeting : sentences.greeting, values),
    // A described character's personality is in her description; nothing is made up beside it.
    personality: fromPrompt ? brief.personality : word('personality', brief.personality),
    scenario: fill(fromPrompt ? sentences.promptScenario : sentences.scenario, values),
    story: fill(fromPrompt ? sentences.promptStory : sentences.story, values),
  };
}
