import { describe, expect, it } from 'vitest';
import {
  estimateTokens,
  hasKey,
  type LoreCandidate,
  selectLore,
} from '../../src/server/features/character-cards/lore-selection';
import { buildChatPrompt, type PromptInput } from '../../src/server/features/chat/prompt';

const entry = (overrides: Partial<LoreCandidate>): LoreCandidate => ({
  keys: [],
  secondaryKeys: [],
  content: '',
  enabled: true,
  constant: false,
  selective: false,
  caseSensitive: false,
  insertionOrder: 0,
  priority: 0,
  ...overrides,
});

const book = [
  entry({ keys: ['castle'], content: 'The castle has a hidden library.', insertionOrder: 2 }),
  entry({ keys: ['Lena'], content: 'Lena is her older sister, a sailor.', insertionOrder: 1 }),
  entry({ keys: ['dragon'], content: 'Dragons left the valley long ago.', enabled: false }),
  entry({ constant: true, content: 'It always rains in Varn.', insertionOrder: 0 }),
  entry({
    keys: ['key'],
    secondaryKeys: ['cellar'],
    selective: true,
    content: 'The cellar key is under the mat.',
  }),
  entry({ keys: ['酒場'], content: '酒場は港の近くにある。' }),
];

describe('lorebook entries in the prompt', () => {
  it('looks up the place and the people the scene names', () => {
    const recent = ['Shall we go somewhere quieter?'];
    expect(selectLore(book, recent)).toEqual(['It always rains in Varn.']);
    expect(
      selectLore(book, recent, undefined, ['the castle courtyard', 'Lena waves from the wall']),
    ).toEqual([
      'It always rains in Varn.',
      'Lena is her older sister, a sailor.',
      'The castle has a hidden library.',
    ]);
  });

  it('matches keys as whole words, in any case, as plain text', () => {
    expect(hasKey('We reached the Castle gate', 'castle', false)).toBe(true);
    expect(hasKey('the castles fell', 'castle', false)).toBe(false);
    expect(hasKey('Castle', 'castle', true)).toBe(false);
    expect(hasKey('a.*b', '.*', false)).toBe(true);
    expect(hasKey('axxb', 'a.*b', false)).toBe(false);
    expect(hasKey('昨日、酒場に行った', '酒場', false)).toBe(true);
  });

  it('adds the entries the latest messages name, constant ones, in insertion order', () => {
    const lore = selectLore(book, [
      'old message about the castle',
      'x',
      'y',
      'z',
      'Is LENA home? Where is the key?',
    ]);
    // The castle was said five messages ago: outside the scanned window.
    expect(lore).toEqual(['It always rains in Varn.', 'Lena is her older sister, a sailor.']);
    expect(selectLore(book, ['the key in the cellar', 'dragon'])).toContain(
      'The cellar key is under the mat.',
    );
    expect(selectLore(book, ['dragon'])).toEqual(['It always rains in Varn.']);
  });

  it('keeps within the token budget, higher priority first', () => {
    const long = 'word '.repeat(200).trim();
    const entries = [
      entry({ keys: ['moon'], content: long, priority: 1, insertionOrder: 1 }),
      entry({ keys: ['moon'], content: `${long} again`, priority: 5, insertionOrder: 2 }),
      entry({
        keys: ['moon'],
        content: 'The moon is red tonight.',
        priority: 0,
        insertionOrder: 3,
      }),
    ];
    const lore = selectLore(entries, ['the moon'], 300);
    expect(lore).toEqual([`${long} again`, 'The moon is red tonight.']);
    expect(lore.reduce((sum, text) => sum + estimateTokens(text), 0)).toBeLessThanOrEqual(300);
    // A card asking for more than the server's own cap gets the cap.
    const many = Array.from({ length: 50 }, (_, index) =>
      entry({
        keys: ['moon'],
        content: `Fact ${index}: ${'x'.repeat(200)}`,
        insertionOrder: index,
      }),
    );
    const capped = selectLore(many, ['moon'], 100_000);
    expect(capped.reduce((sum, text) => sum + estimateTokens(text), 0)).toBeLessThanOrEqual(600);
  });

  it('reaches the system prompt with her example dialogue', () => {
    const input: PromptInput = {
      character: {
        name: 'Mira',
        personality: 'warm',
        relationship: '',
        occupation: '',
        scenario: 'A storm.',
        persona: 'Keeps the lighthouse.',
        age: 29,
        kinks: [],
      },
      userNick: 'alex',
      userPersona: null,
      explicitAllowed: false,
      language: 'en',
      history: [{ role: 'user', content: 'Is Lena coming?' }],
      window: 12,
      seed: 'lore',
      sendsPhoto: false,
      memories: [],
      lore: selectLore(book, ['Is Lena coming?']),
      exampleDialogue: 'alex: Hi\nMira: Hello, sailor.',
    };
    const system = buildChatPrompt(input).messages[0]?.content ?? '';
    expect(system).toContain(
      'Facts of your world that matter now:\n- It always rains in Varn.\n- Lena is her older sister, a sailor.',
    );
    expect(system).toContain('How you talk, for example:\nalex: Hi\nMira: Hello, sailor.');
    const without = buildChatPrompt({ ...input, lore: [], exampleDialogue: '' }).messages[0]
      ?.content;
    expect(without).not.toContain('Facts of your world');
  });
});
