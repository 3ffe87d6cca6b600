import { LOCALE_ENGLISH_NAMES } from '@contract/locale-names';
import type { LocaleCode } from '@contract/locales';
import type { PromptPersona } from '../personas/persona-queries';
import type { ChatPrompt, PromptMessage } from './model/chat-model';
import { SELFIE_OFFER_INSTRUCTION } from './offers/offer-prompt';
import { type PromptScene, scenePromptText } from './scene/scene-text';

interface PromptCharacter {
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
  gender?: 'woman' | 'man';
  /** Her occupation and relationship as stored (English words), which the demo model looks up. */
  demoKeys?: { occupation: string; relationship: string };
}

export interface PromptInput {
  character: PromptCharacter;
  userNick: string;
  /** Who the user is in this conversation (their persona), if anyone; its empty name is the nick. */
  userPersona: PromptPersona | null;
  /** NSFW is on only when the user confirmed being 18+ and turned the switch on. */
  explicitAllowed: boolean;
  language: LocaleCode;
  /**
   * Oldest first; the last one is the message being answered. Messages before the recent window
   * become the rolling summary.
   */
  history: Array<{ role: 'user' | 'character'; content: string; giftId?: string | null }>;
  /** How many of the latest messages the model sees (VIP sees more). */
  window: number;
  seed: string;
  /** The reply comes with one of her photos, which she should mention. */
  sendsPhoto: boolean;
  /** She may offer the user a photo of herself (`[selfie: …]`), which they open if they want. */
  mayOfferPhoto?: boolean;
  /** What she remembers the user told her (their own words), oldest first. */
  memories: string[];
  /** Her lorebook entries whose keys the latest messages have, within their budget. */
  lore?: string[];
  /** How she talks, from her imported card's example dialogue. */
  exampleDialogue?: string;
  /** Where the story is now (the conversation's scene); null while it is the scenario's start. */
  scene?: PromptScene | null;
  /** The user's note for a new version of her last reply ("Try again, but…"). */
  hint?: string | null;
  /** For a new version of her last reply: the versions it replaces, latest last. */
  earlierVersions?: string[];
  /** Her latest chapters and how many messages came after them; null before the first. */
  chapters?: PromptChapters | null;
}

/** The longest reply the model is asked for, in words; chat bubbles stay readable. */
const REPLY_WORDS = 120;
/** Messages before the recent window that the summary covers, and how much of each it keeps. */
export const SUMMARY_SPAN = 40;
const SUMMARY_LINE_CHARS = 100;
const SUMMARY_MAX_CHARS = 2000;

/**
 * The rolling summary: the messages just before the recent window, each cut to its start, newest
 * kept when it grows too long. It moves with the window, so every reply sees the same depth.
 * Written for the send's hot path: each message is read only as far as its cut, and the lines
 * that fit are counted before they are joined once.
 */
export function summarizeEarlier(
  earlier: PromptInput['history'],
  names: { user: string; character: string },
): string {
  const lines = earlier.map(
    (message) =>
      `${message.role === 'user' ? names.user : names.character}: ${summaryCut(message.content)}`,
  );
  // The newest lines whose joined length fits; at least the newest, however long.
  let first = lines.length - 1;
  let length = lines[first]?.length ?? 0;
  while (first > 0) {
    const longer = length + SUMMARY_SEPARATOR.length + (lines[first - 1]?.length ?? 0);
    if (longer > SUMMARY_MAX_CHARS) break;
    length = longer;
    first -= 1;
  }
  return lines.slice(Math.max(first, 0)).join(SUMMARY_SEPARATOR);
}

const SUMMARY_SEPARATOR = ' | ';

/** A message's text on one line (white space runs made one space, trimmed), cut to its start. */
export function summaryCut(content: string): string {
  // The summary reads the start of 40 messages on every send. Most are plain text already.
  if (content.length <= SUMMARY_LINE_CHARS && PLAIN_TEXT.test(content)) return content;
  const head = content.slice(0, SUMMARY_LINE_CHARS + 1);
  if (head.length > SUMMARY_LINE_CHARS && PLAIN_TEXT.test(head)) {
    return `${head.slice(0, SUMMARY_LINE_CHARS - 1)}…`;
  }
  // Else word by word, as far as the cut.
  let text = '';
  let wordStart = -1;
  for (let index = 0; index <= content.length; index++) {
    if (index < content.length && !isWhiteSpace(content.charCodeAt(index))) {
      if (wordStart < 0) wordStart = index;
      continue;
    }
    if (wordStart < 0) continue;
    text += text ? ` ${content.slice(wordStart, index)}` : content.slice(wordStart, index);
    wordStart = -1;
    if (text.length > SUMMARY_LINE_CHARS) return `${text.slice(0, SUMMARY_LINE_CHARS - 1)}…`;
  }
  return text;
}

/** Text with nothing to collapse or trim: no white space but single spaces between words. */
const PLAIN_TEXT = /^\S(?:\S| (?=\S))*$/;

/** What `\s` and `trim` take for white space. */
function isWhiteSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    (code >= 0x80 &&
      (code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff))
  );
}

/** How the persona's gender reads in the prompt; unsaid is left out. */
const PERSONA_GENDER_WORDS: Record<PromptPersona['gender'], string> = {
  unsaid: '',
  woman: 'a woman',
  man: 'a man',
  nonbinary: 'non-binary',
};

/** A field the user wrote, ended as a sentence unless they ended it themselves. */
function asSentence(text: string): string {
  return /[.!?…。！？]$/u.test(text) ? text : `${text}.`;
}

/** Who the user plays, as the model reads it: every field they filled in. */
function personaText(persona: PromptPersona, name: string): string {
  const who = [
    name,
    PERSONA_GENDER_WORDS[persona.gender],
    persona.age !== null ? `${persona.age} years old` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `The user's persona, who they are in this story: ${who}.`,
    persona.look && `Looks: ${asSentence(persona.look)}`,
    persona.bio && `About ${name}: ${asSentence(persona.bio)}`,
    `Call the user ${name} and treat them as this person.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The name the user goes by in the prompt: their persona's, else their nick. */
function userName(input: Pick<PromptInput, 'userNick' | 'userPersona'>): string {
  return input.userPersona?.name || input.userNick;
}

function systemText(input: PromptInput, summary: string): string {
  const { character } = input;
  const user = userName(input);
  const language = LOCALE_ENGLISH_NAMES[input.language];
  const content = input.explicitAllowed
    ? 'The user is a verified adult who turned on uncensored content: explicit content between consenting adults is allowed.'
    : 'Keep it romantic and suggestive, never sexually explicit.';
  return [
    `You are ${character.name}, ${character.age}, in a chat with ${user}.`,
    // A character described in her creator's own words may have none of these: her persona says it.
    [
      character.personality && `Personality: ${character.personality}.`,
      character.relationship && `Relationship to the user: ${character.relationship}.`,
      character.occupation && `Occupation: ${character.occupation}.`,
    ]
      .filter(Boolean)
      .join(' '),
    character.kinks.length > 0 ? `Likes: ${character.kinks.join(', ')}.` : '',
    `Persona: ${character.persona}`,
    `Scenario: ${character.scenario}`,
    input.exampleDialogue ? `How you talk, for example:\n${input.exampleDialogue}` : '',
    input.lore && input.lore.length > 0
      ? `Facts of your world that matter now:\n${input.lore.map((fact) => `- ${fact}`).join('\n')}`
      : '',
    input.userPersona ? personaText(input.userPersona, user) : '',
    input.scene ? scenePromptText(input.scene) : '',
    earlierText(input.chapters, summary),
    input.memories.length > 0
      ? `Things ${user} told you before, remember them: ${input.memories.map((fact) => `"${fact}"`).join('; ')}`
      : '',
    input.sendsPhoto
      ? 'With this reply you send the user a photo of yourself; mention it in one short, natural line.'
      : '',
    input.mayOfferPhoto ? SELFIE_OFFER_INSTRUCTION : '',
    `Stay in character. Never say you are an AI. Write in ${language} only, at most ${REPLY_WORDS} words, actions in *asterisks*.`,
    `${content} Everyone involved is an adult; never depict or imply minors.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The user's note for a new version of her reply, after the messages: the last thing the model
 * reads before it writes.
 */
function hintMessages(
  hint: string | null | undefined,
  earlier: string | undefined,
): PromptMessage[] {
  if (!hint) return [];
  const replaced = earlier ? ` It was: "${summaryCut(earlier)}"` : '';
  return [
    {
      role: 'system',
      content: `Write your last reply again, differently.${replaced} The user asks: "${hint}". Follow it while you stay in character.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Chapters: her summaries of the story so far stand in for the cut messages they cover.

/** What the prompt carries of a conversation's chapters (chapters/chapter-queries.ts). */
export interface PromptChapters {
  /** Her latest chapters with a text, oldest first. */
  list: Array<{ number: number; title: string; summary: string }>;
  /** Finished messages after the newest of them (counted up to the prompt's history). */
  messagesSince: number;
}

/** The messages before the window that no chapter covers: those after her newest chapter. */
function afterChapters(
  earlier: PromptInput['history'],
  input: Pick<PromptInput, 'chapters' | 'window'>,
): PromptInput['history'] {
  if (!input.chapters) return earlier;
  const uncovered = input.chapters.messagesSince - input.window;
  return uncovered > 0 ? earlier.slice(-uncovered) : [];
}

/** "Earlier in this conversation": her chapters, then the cut messages that came after them. */
function earlierText(chapters: PromptInput['chapters'], summary: string): string {
  const told = (chapters?.list ?? []).map(
    (chapter) =>
      `Chapter ${chapter.number}${chapter.title ? ` "${chapter.title}"` : ''}: ${chapter.summary}`,
  );
  if (told.length === 0) return summary ? `Earlier in this conversation: ${summary}` : '';
  return [
    `Earlier in this conversation, as you remember it: ${told.join('\n')}`,
    summary ? `Since then: ${summary}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** How a gift the user gave appears to the model: as an action, like the chat's own actions. */
function giftLine(gift: string): string {
  return `*gives you a gift: ${gift}*`;
}

/**
 * The one place a reply's prompt is put together: persona, content setting, summary, and the
 * recent messages within the window. The demo model reads the same facts.
 */
export function buildChatPrompt(input: PromptInput): ChatPrompt {
  const recent = input.history.slice(-input.window);
  const earlier = afterChapters(input.history.slice(0, -input.window), input).slice(-SUMMARY_SPAN);
  const summary = summarizeEarlier(earlier, {
    user: userName(input),
    character: input.character.name,
  });
  const messages: PromptMessage[] = [
    { role: 'system', content: systemText(input, summary) },
    ...recent.map(
      (message): PromptMessage => ({
        role: message.role === 'user' ? 'user' : 'assistant',
        content: message.giftId ? giftLine(message.content) : message.content,
      }),
    ),
    ...hintMessages(input.hint, input.earlierVersions?.at(-1)),
  ];
  const lastUser = [...input.history].reverse().find((message) => message.role === 'user');
  const answersGift = input.history.at(-1)?.giftId ? (input.history.at(-1)?.content ?? null) : null;
  return {
    messages,
    language: input.language,
    character: {
      name: input.character.name,
      personality: input.character.personality,
      relationship: input.character.relationship,
      occupation: input.character.occupation,
      scenario: input.character.scenario,
      gender: input.character.gender ?? 'woman',
      demoKeys: input.character.demoKeys ?? {
        occupation: input.character.occupation,
        relationship: input.character.relationship,
      },
    },
    lastUserMessage: lastUser?.content ?? '',
    userPersona: input.userPersona ? { name: userName(input) } : null,
    gift: answersGift,
    sendsPhoto: input.sendsPhoto,
    mayOfferPhoto: input.mayOfferPhoto ?? false,
    memories: input.memories,
    seed: input.seed,
    scene: input.scene ?? null,
    hint: input.hint ?? null,
    earlierVersions: input.earlierVersions ?? [],
  };
}
