import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/contract/locales';
import { demoReply } from '../../src/server/features/chat/model/demo-model';
import { demoPhrasesOf, type Mood } from '../../src/server/features/chat/model/demo-phrases';
import { buildChatPrompt, type PromptInput } from '../../src/server/features/chat/prompt';
import { checkChatSafety } from '../../src/server/features/safety/chat-safety';

const character: PromptInput['character'] = {
  name: 'Selene',
  personality: 'mysterious and playful',
  relationship: 'neighbour',
  occupation: 'moon mage',
  scenario: 'She lives across the hall.',
  persona: 'Quiet, curious, a little teasing.',
  age: 29,
  kinks: [],
};

/** What the user told her earlier: she may say she remembers it, never repeat it. */
const MEMORIES = ['I play the violin in an orchestra', 'My sister lives in Lisbon'];

/** The user's side of a long chat: questions, greetings, feelings, one word, a long story. */
function userLine(turn: number): string {
  const lines = [
    `Tell me more, message ${turn}`,
    'Do you like rainy evenings?',
    'hi',
    'I had a bad day at work and I am so tired',
    'You are beautiful, I love talking to you',
    'ok',
    'mm',
    `So today ${'something long happened on the way home and I kept thinking about it, '.repeat(3)}message ${turn}`,
    `What did you do today, message ${turn}?`,
  ];
  return lines[turn % lines.length] as string;
}

const TURNS = 200;
/** No reply may come back within this many turns. */
const NO_REPEAT_WITHIN = 20;

describe('the demo model in a long chat', () => {
  it.each(LOCALE_CODES)(
    '%s: 200 turns, none repeated within 20, no quoting, no fields',
    (language) => {
      const history: PromptInput['history'] = [];
      const replies: string[] = [];
      for (let turn = 0; turn < TURNS; turn++) {
        const isGift = turn % 9 === 4;
        const text = isGift ? '🌹 Rose' : userLine(turn);
        history.push({ role: 'user', content: text, giftId: isGift ? 'rose' : null });
        const prompt = buildChatPrompt({
          character,
          userNick: 'Alex',
          userPersona: null,
          explicitAllowed: false,
          language,
          history: history.slice(-40),
          window: 20,
          seed: `c1:${turn}`,
          sendsPhoto: turn % 5 === 2,
          memories: turn > 10 ? MEMORIES : [],
        });
        const reply = demoReply(prompt);
        const where = `${language} turn ${turn}: ${reply}`;
        expect(replies.slice(-NO_REPEAT_WITHIN), where).not.toContain(reply);
        // A quote of the message (a one-word message like "ok" is in her words by chance).
        if (!isGift && text.length > 3) expect(reply, where).not.toContain(text);
        expect(reply, where).not.toMatch(/message \d+/);
        for (const fact of MEMORIES) expect(reply, where).not.toContain(fact);
        for (const field of ['moon mage', 'neighbour', 'mysterious and playful']) {
          expect(reply, where).not.toContain(field);
        }
        // No slot in brackets and no "Field:" label, in any script's punctuation.
        expect(reply, where).not.toMatch(/[(（][^)）]*[)）]/);
        expect(reply, where).not.toMatch(/\p{L}[:：]/u);
        expect(reply, where).not.toMatch(/\{\w+\}/);
        expect(reply, where).toContain('Selene');
        // Her replies are checked like anyone's: none of the demo's own may be withheld.
        expect(
          checkChatSafety(
            reply,
            history.slice(-4).map((turn) => turn.content),
          ),
          where,
        ).toEqual({
          isAllowed: true,
        });
        replies.push(reply);
        history.push({ role: 'character', content: reply });
      }
    },
  );
});

describe('the demo model with a persona', () => {
  it.each(LOCALE_CODES)('%s: calls the user by the persona’s name in every reply', (language) => {
    const history: PromptInput['history'] = [];
    for (let turn = 0; turn < 40; turn++) {
      history.push({ role: 'user', content: userLine(turn) });
      const reply = demoReply(
        buildChatPrompt({
          character,
          userNick: 'alex_88',
          userPersona: { name: 'Mira', gender: 'woman', age: 30, look: 'Tall.', bio: 'A pilot.' },
          explicitAllowed: false,
          language,
          history: history.slice(-40),
          window: 20,
          seed: `c2:${turn}`,
          sendsPhoto: false,
          memories: [],
        }),
      );
      const where = `${language} turn ${turn}: ${reply}`;
      expect(reply, where).toContain('Mira');
      expect(reply, where).not.toContain('alex_88');
      expect(reply, where).not.toMatch(/\{\w+\}/);
      expect(
        checkChatSafety(
          reply,
          history.slice(-4).map((line) => line.content),
        ),
        where,
      ).toEqual({ isAllowed: true });
      history.push({ role: 'character', content: reply });
    }
  });
});

describe('what the demo reacts to', () => {
  /** Whether the reply holds one of the locale's reactions for `mood`. */
  const reactsWith = (language: string, mood: Mood, reply: string) =>
    demoPhrasesOf(language).reactions[mood].some((sentence) => reply.includes(sentence));
  const replyTo = (language: PromptInput['language'], text: string) =>
    demoReply(
      buildChatPrompt({
        character,
        userNick: 'Alex',
        userPersona: null,
        explicitAllowed: false,
        language,
        history: [{ role: 'user', content: text }],
        window: 20,
        seed: 'c1:1',
        sendsPhoto: false,
        memories: [],
      }),
    );

  it.each([
    ['en', 'I feel so lonely tonight', 'sad'],
    ['de', 'Ich bin heute so müde', 'sad'],
    ['ja', '今日はすごく疲れた', 'sad'],
    ['ko', '오늘 너무 피곤해', 'sad'],
    ['ar', 'أنا تعبان جدا اليوم', 'sad'],
    ['ru', 'Я так устал сегодня', 'sad'],
    ['en', 'I miss you, you are so cute', 'affection'],
    ['fr', 'Tu es tellement belle', 'affection'],
    ['zh', '我好想你', 'affection'],
    ['es', 'Hola, qué hay', 'greeting'],
    ['tr', 'Selam canım nasılsın', 'affection'],
    ['en', 'Do you like jazz?', 'question'],
    ['ja', 'ジャズは好き？', 'affection'],
    ['hi', 'क्या तुम्हें बारिश पसंद है?', 'question'],
    ['en', 'k', 'short'],
    [
      'en',
      'I walked home along the river after work and I kept wondering why I never take that way, it is quiet, the light was golden and there was a dog that followed me for a while',
      'long',
    ],
    ['en', 'I made pasta for dinner', 'general'],
  ] as const)('%s “%s” gets a %s answer', (language, text, mood) => {
    expect(reactsWith(language, mood, replyTo(language, text))).toBe(true);
  });
});

describe('the demo model’s material', () => {
  /** Sentences a locale's speaker can say: every list and group, without the cue words. */
  const sentencesOf = (language: string, gender: 'woman' | 'man') => {
    const { cues: _cues, cueTests: _tests, ...said } = demoPhrasesOf(language, gender);
    return Object.values(said).flatMap((value) =>
      Array.isArray(value) ? value : Object.values(value as Record<string, string[]>).flat(),
    );
  };

  it.each(LOCALE_CODES)(
    '%s: has several hundred sentences, her work and relationships among them',
    (language) => {
      expect(sentencesOf(language, 'woman').length).toBeGreaterThanOrEqual(300);
      const english = demoPhrasesOf('en');
      const phrases = demoPhrasesOf(language);
      expect(Object.keys(phrases.jobs).sort()).toEqual(Object.keys(english.jobs).sort());
      expect(Object.keys(phrases.relationships).sort()).toEqual(
        Object.keys(english.relationships).sort(),
      );
    },
  );

  it('speaks in a man’s forms for a man in a language that has them', () => {
    const woman = sentencesOf('ru', 'woman');
    const man = sentencesOf('ru', 'man');
    expect(woman.length).toBe(man.length);
    const changed = woman.filter((sentence, index) => sentence !== man[index]);
    expect(changed.length).toBeGreaterThan(20);
    // "I was wondering" is гадала for her and гадал for him.
    expect(woman.some((sentence) => /гадала/.test(sentence))).toBe(true);
    expect(man.some((sentence) => /гадала/.test(sentence))).toBe(false);
  });

  it('talks about her own work and what she is to the user', () => {
    const barista: PromptInput['character'] = {
      ...character,
      occupation: 'barista',
      relationship: 'roommate',
    };
    const english = demoPhrasesOf('en');
    const lines = {
      job: english.jobs.barista ?? [],
      relationship: english.relationships.roommate ?? [],
    };
    const said = { job: false, relationship: false };
    for (let turn = 0; turn < 60; turn++) {
      const reply = demoReply(
        buildChatPrompt({
          character: barista,
          userNick: 'Alex',
          userPersona: null,
          explicitAllowed: false,
          language: 'en',
          history: [{ role: 'user', content: userLine(turn) }],
          window: 20,
          seed: `c3:${turn}`,
          sendsPhoto: false,
          memories: [],
        }),
      );
      said.job ||= lines.job.some((line) => reply.includes(line));
      said.relationship ||= lines.relationship.some((line) => reply.includes(line));
    }
    expect(lines.job.length).toBeGreaterThan(0);
    expect(said).toEqual({ job: true, relationship: true });
  });
});
