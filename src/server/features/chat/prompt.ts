import { LOCALES, type LocaleCode } from '@contract/locales';
import type { ChatPrompt, PromptMessage } from './model/chat-model';

export interface PromptCharacter {
  /** Name and short phrases in the user's language. */
  name: string;
  personality: string;
  relationship: string;
  occupation: string;
  /** Written for the model, English. */
  scenario: string;
  persona: string;
  age: number;
  kinks: string[];
}

export interface PromptInput {
  character: PromptCharacter;
  userNick: string;
  /** NSFW is on only when the user confirmed being 18+ and turned the switch on. */
  explicitAllowed: boolean;
  language: LocaleCode;
  /** The rolling summary of what came before the recent messages. */
  summary: string;
  /** Oldest first; the last one is the message being answered. */
  history: Array<{ role: 'user' | 'character'; content: string }>;
  /** How many of the latest messages the model sees (VIP sees more). */
  window: number;
  seed: string;
}

/** The longest reply the model is asked for, in words; chat bubbles stay readable. */
const REPLY_WORDS = 120;

function systemText(input: PromptInput): string {
  const { character } = input;
  const language = LOCALES[input.language].language;
  const content = input.explicitAllowed
    ? 'The user is a verified adult who turned on uncensored content: explicit content between consenting adults is allowed.'
    : 'Keep it romantic and suggestive, never sexually explicit.';
  return [
    `You are ${character.name}, ${character.age}, in a chat with ${input.userNick}.`,
    `Personality: ${character.personality}. Relationship to the user: ${character.relationship}. Occupation: ${character.occupation}.`,
    character.kinks.length > 0 ? `Likes: ${character.kinks.join(', ')}.` : '',
    `Persona: ${character.persona}`,
    `Scenario: ${character.scenario}`,
    input.summary ? `What happened earlier in this conversation: ${input.summary}` : '',
    `Stay in character. Never say you are an AI. Write in ${language} only, at most ${REPLY_WORDS} words, actions in *asterisks*.`,
    `${content} Everyone involved is an adult; never depict or imply minors.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The one place a reply's prompt is put together: persona, content setting, summary, and the
 * recent messages within the window. The demo model reads the same facts.
 */
export function buildChatPrompt(input: PromptInput): ChatPrompt {
  const recent = input.history.slice(-input.window);
  const messages: PromptMessage[] = [
    { role: 'system', content: systemText(input) },
    ...recent.map(
      (message): PromptMessage => ({
        role: message.role === 'user' ? 'user' : 'assistant',
        content: message.content,
      }),
    ),
  ];
  const lastUser = [...input.history].reverse().find((message) => message.role === 'user');
  return {
    messages,
    language: input.language,
    character: {
      name: input.character.name,
      personality: input.character.personality,
      relationship: input.character.relationship,
      occupation: input.character.occupation,
      scenario: input.character.scenario,
    },
    lastUserMessage: lastUser?.content ?? '',
    seed: input.seed,
  };
}
