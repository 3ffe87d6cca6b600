import type { CustomCharacterPersona } from '@contract/api/custom-character-endpoints';
import { z } from 'zod';
import type { ChatModel } from '../chat/model/chat-model';
import { GenerationFailure } from '../generation/generation-kind';
import { demoPersona } from './demo-persona';

/** What a persona is written from: her choices (or a description) and the creator's language. */
export interface PersonaBrief {
  characterId: string;
  name: string;
  language: string;
  gender: 'woman' | 'man';
  age: number;
  race: string;
  eyeColor: string;
  hairstyle: string;
  hairColor: string;
  body: string;
  breast: string;
  hips: string;
  clothing: string;
  kinks: string[];
  occupation: string;
  personality: string;
  relationship: string;
  /** The user's own words (prompt mode); null for a template character. */
  description: string | null;
}

const writtenPersonaSchema = z.object({
  description: z.string().trim().min(1).max(2000),
  greeting: z.string().trim().min(1).max(1000),
  personality: z.string().trim().min(1).max(500),
  scenario: z.string().trim().min(1).max(2000),
  story: z.string().trim().min(1).max(4000),
});

const INSTRUCTIONS = [
  'You write the persona of an adult (18+) companion character for a chat app.',
  'Use only the facts given; invent no age, name or background beyond them.',
  'Answer with one JSON object and nothing else, with the string fields',
  '"description" (two or three sentences about her), "greeting" (her first message to the user,',
  'in character), "personality" (a short phrase), "scenario" (where and how she meets the user)',
  'and "story" (a short first story the user and she begin together).',
].join(' ');

/**
 * Writes her persona with the configured chat model: the demo model composes it from the choices
 * (deterministic, in the creator's language), a real model writes it from the same facts.
 */
export async function writePersona(
  model: ChatModel,
  brief: PersonaBrief,
  signal: AbortSignal,
): Promise<CustomCharacterPersona> {
  if (model.kind === 'demo') return demoPersona(brief);
  let text = '';
  const facts = { ...brief, characterId: undefined, language: undefined };
  for await (const piece of model.stream(
    {
      messages: [
        {
          role: 'system',
          content: `${INSTRUCTIONS} Write every field in language "${brief.language}".`,
        },
        { role: 'user', content: JSON.stringify(facts) },
      ],
      language: brief.language,
      character: {
        name: brief.name,
        personality: brief.personality,
        relationship: brief.relationship,
        occupation: brief.occupation,
        scenario: '',
      },
      lastUserMessage: '',
      gift: null,
      sendsPhoto: false,
      memories: [],
      userPersona: null,
      seed: brief.characterId,
    },
    'base',
    signal,
  )) {
    text += piece;
  }
  const json = text.match(/\{[\s\S]*\}/)?.[0];
  try {
    return writtenPersonaSchema.parse(JSON.parse(json ?? ''));
  } catch {
    // A model that rambles may do better on the next try; the job retries a bounded number of times.
    throw new GenerationFailure('the chat model did not write a usable persona', true);
  }
}
