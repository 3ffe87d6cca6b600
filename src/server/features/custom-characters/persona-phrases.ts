/** The demo persona's sentences in one language; `{field}` takes the creator's choice. */
export interface PersonaPhrases {
  description: string;
  kinks: string;
  greeting: string;
  scenario: string;
  story: string;
  /** Prompt mode: her description is the creator's own words. */
  promptDescription: string;
  promptGreeting: string;
  promptScenario: string;
}

/** Per locale; a locale without its own falls back to English. */
export const PERSONA_PHRASES: Record<string, PersonaPhrases> = {
  en: {
    description:
      '{name} is {age}, {race}, with {hairColor} {hairstyle} hair, {eyeColor} eyes and a {body} figure. She works as {occupation} and is {personality}.',
    kinks: 'She is into {kinks}.',
    greeting: 'Hi, I’m {name}. Your {relationship}, remember? I’ve been waiting for you.',
    scenario:
      '{name} ({occupation}) is your {relationship}; she meets you after her day, wearing {clothing}.',
    story:
      '{name} texts you: “Come over tonight. I’ll be in {clothing}, and I have something to tell you.”',
    promptDescription: '{description}',
    promptGreeting: 'Hi, I’m {name}. I’ve been waiting for you.',
    promptScenario: '{name} meets you as you described her: {description}',
  },
};
