import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/contract/locales';
import { GenerationQueue } from '../../src/server/features/chat/generation-queue';
import { demoReply, wordChunks } from '../../src/server/features/chat/model/demo-model';
import {
  buildChatPrompt,
  type PromptInput,
  summarizeEarlier,
  summaryCut,
} from '../../src/server/features/chat/prompt';
import { asksForPhoto } from '../../src/server/features/chat/sent-photos';
import { GIFT_CATALOGUE, giftNames } from '../../src/server/features/gifts/gift-catalogue';

const base: PromptInput = {
  character: {
    name: 'Sofia',
    personality: 'teasing, warm and confident',
    relationship: 'neighbour',
    occupation: 'barista',
    scenario: 'She knocks on your door with coffee.',
    persona: 'Playful and direct.',
    age: 26,
    kinks: ['teasing'],
  },
  userNick: 'Alex',
  userPersona: null,
  explicitAllowed: false,
  language: 'en',
  history: Array.from({ length: 30 }, (_, index) => ({
    role: index % 2 === 0 ? ('user' as const) : ('character' as const),
    content: `line ${index}`,
  })),
  window: 12,
  seed: 'c1:1',
  sendsPhoto: false,
  memories: [],
};

describe('prompt assembly', () => {
  it('puts the persona, scenario and rules in the system message', () => {
    const system = buildChatPrompt(base).messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('You are Sofia, 26');
    expect(system?.content).toContain('Scenario: She knocks on your door with coffee.');
    expect(system?.content).toContain('Write in English only');
    expect(system?.content).toContain('never depict or imply minors');
  });

  it('keeps only the recent window, oldest first, in chat roles', () => {
    const { messages } = buildChatPrompt(base);
    expect(messages).toHaveLength(13);
    expect(messages[1]).toEqual({ role: 'user', content: 'line 18' });
    expect(messages.at(-1)).toEqual({ role: 'assistant', content: 'line 29' });
    expect(buildChatPrompt({ ...base, window: 60 }).messages).toHaveLength(31);
  });

  it('follows the NSFW setting', () => {
    expect(buildChatPrompt(base).messages[0]?.content).toContain('never sexually explicit');
    expect(buildChatPrompt({ ...base, explicitAllowed: true }).messages[0]?.content).toContain(
      'explicit content between consenting adults is allowed',
    );
  });

  it('summarises the messages before the window, and a larger window needs less summary', () => {
    const system = buildChatPrompt(base).messages[0]?.content ?? '';
    expect(system).toContain('Earlier in this conversation: Alex: line 0 | Sofia: line 1');
    expect(system).toContain('Sofia: line 17');
    expect(system).not.toContain('line 18');
    const vip = buildChatPrompt({ ...base, window: 60 }).messages[0]?.content ?? '';
    expect(vip).not.toContain('Earlier in this conversation');
  });

  it('writes each earlier message on one line, cut to its start, and keeps the newest that fit', () => {
    expect(summaryCut('  hello\n\n  there\u00a0 you\t ')).toBe('hello there you');
    expect(summaryCut(' \n ')).toBe('');
    const long = `${'word '.repeat(30)}\n${'x'.repeat(500)}`;
    const cut = summaryCut(long);
    expect(cut).toHaveLength(100);
    expect(cut).toBe(`${'word '.repeat(30).trim().slice(0, 99)}…`);
    // Exactly the cut's length is kept whole.
    expect(summaryCut('y'.repeat(100))).toBe('y'.repeat(100));
    const earlier = Array.from({ length: 40 }, (_, index) => ({
      role: 'character' as const,
      content: `${index} ${'z'.repeat(200)}`,
    }));
    const summary = summarizeEarlier(earlier, { user: 'Alex', character: 'Sofia' });
    expect(summary.length).toBeLessThanOrEqual(2000);
    expect(summary.endsWith(`Sofia: 39 ${'z'.repeat(96)}…`)).toBe(true);
    expect(summary).not.toContain('Sofia: 20 ');
    // One line longer than the whole summary is still kept.
    const names = { user: 'A'.repeat(2500), character: 'Sofia' };
    expect(summarizeEarlier([{ role: 'user', content: 'hi' }], names)).toBe(`${names.user}: hi`);
  });

  it('asks for the user’s language by name', () => {
    expect(buildChatPrompt({ ...base, language: 'ja' }).messages[0]?.content).toContain(
      'Write in Japanese only',
    );
  });
});

describe('the demo model', () => {
  it('replies in character without quoting the user, and repeats for the same seed', () => {
    const prompt = buildChatPrompt({ ...base, history: [{ role: 'user', content: 'Coffee?' }] });
    const reply = demoReply(prompt);
    expect(reply).toContain('Sofia');
    expect(reply).not.toContain('Coffee');
    expect(demoReply(prompt)).toBe(reply);
    expect(wordChunks(reply).join('')).toBe(reply);
  });

  it('answers in the user’s language', () => {
    const english = demoReply(buildChatPrompt({ ...base, seed: 's' }));
    const japanese = demoReply(buildChatPrompt({ ...base, language: 'ja', seed: 's' }));
    expect(japanese).not.toBe(english);
    expect(japanese).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

describe('the generation queue', () => {
  it('runs up to its limit and lets VIP members skip ahead of the waiting line', async () => {
    const queue = new GenerationQueue(1);
    const order: string[] = [];
    const positions: Record<string, number[]> = { free: [], vip: [] };
    const first = await queue.acquire(false, () => {});
    const free = queue
      .acquire(false, (position) => positions.free?.push(position))
      .then((release) => {
        order.push('free');
        release();
      });
    const vip = queue
      .acquire(true, (position) => positions.vip?.push(position))
      .then((release) => {
        order.push('vip');
        release();
      });
    expect(queue.size).toEqual({ running: 1, waiting: 2 });
    first();
    await Promise.all([free, vip]);
    expect(order).toEqual(['vip', 'free']);
    // First in line, pushed back by the VIP, then first again once the VIP started.
    expect(positions.free).toEqual([1, 2, 1]);
    expect(positions.vip).toEqual([1]);
  });
});

describe('gifts and photos in the prompt', () => {
  const withGift: PromptInput = {
    ...base,
    history: [...base.history, { role: 'user', content: '🌹 Rose', giftId: 'rose' }],
  };

  it('shows a gift to the model as an action and makes the demo thank for it', () => {
    const prompt = buildChatPrompt(withGift);
    expect(prompt.messages.at(-1)).toEqual({
      role: 'user',
      content: '*gives you a gift: 🌹 Rose*',
    });
    expect(prompt.gift).toBe('🌹 Rose');
    expect(demoReply(prompt)).toContain('🌹 Rose');
    expect(buildChatPrompt(base).gift).toBeNull();
  });

  it('tells the model about a photo it sends, and the demo says so', () => {
    const prompt = buildChatPrompt({ ...base, sendsPhoto: true });
    expect(prompt.messages[0]?.content).toContain('you send the user a photo of yourself');
    expect(buildChatPrompt(base).messages[0]?.content).not.toContain('photo');
    const withPhoto = demoReply(prompt);
    const without = demoReply(buildChatPrompt(base));
    expect(withPhoto.length).toBeGreaterThan(without.length);
  });

  it('hears a photo request in many languages, and nothing else', () => {
    for (const text of [
      'send me a pic?',
      'Can I see a photo of you',
      'selfie please',
      'Schick mir ein Foto',
      'пришли фото',
      '写真を送って',
      '사진 보내줘',
      '发张照片',
      'أرسلي صورة',
      'एक फोटो भेजो',
      'Gửi ảnh cho anh',
    ]) {
      expect(asksForPhoto(text), text).toBe(true);
    }
    for (const text of ['Shall we have a picnic?', 'I love the way you talk', 'epic day']) {
      expect(asksForPhoto(text), text).toBe(false);
    }
    expect(asksForPhoto('anything', true)).toBe(true);
  });
});

describe('demo model texts in every language', () => {
  it('reacts to a gift and a photo in every locale, with the gift named', () => {
    for (const language of LOCALE_CODES) {
      const prompt = buildChatPrompt({
        ...base,
        language,
        sendsPhoto: true,
        history: [{ role: 'user', content: '🌹 Rose', giftId: 'rose' }],
      });
      const reply = demoReply(prompt);
      expect(reply, language).toContain('🌹 Rose');
      expect(reply, language).not.toMatch(/\{\w+\}/);
    }
  });

  it('names every gift in every locale', () => {
    for (const gift of GIFT_CATALOGUE) {
      const names = giftNames(gift);
      expect(Object.keys(names).sort(), gift.id).toEqual([...LOCALE_CODES].sort());
    }
  });
});
