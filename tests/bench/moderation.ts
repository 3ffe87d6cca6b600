// The embedded moderation checker's cost per chat message: p50/p99 µs on 2 kB messages (a plain
// one, an adult one that makes it read the last four turns, one in several scripts, a refused one),
// in wall time and in this process's CPU time (which a busy machine's other work does not inflate).
// Budget: at most 1 ms p99. Then what checking replies adds: a send's first byte (the `accepted`
// event) waits only for the message's own check; her first words wait for their sentence to end
// and be checked. The demo model's replies in all 20 languages go through the real hold-back
// (releaseCheckedText with the embedded provider), a word at a time as a model writing one every
// MODEL_WORD_MS would send them; the time is counted in those words plus the measured checks, so
// the figures are the hold-back's, not this machine's load. Run with `npm run bench`.
import { loadavg } from 'node:os';
import { LOCALE_CODES } from '../../src/contract/locales';
import type { ChatPrompt } from '../../src/server/features/chat/model/chat-model';
import { demoReply, wordChunks } from '../../src/server/features/chat/model/demo-model';
import { replyPassageCheck } from '../../src/server/features/safety/chat-reply-check';
import { checkChatSafety } from '../../src/server/features/safety/chat-safety';
import {
  type PassageCheck,
  releaseCheckedText,
} from '../../src/server/features/safety/checked-text-stream';
import { createEmbeddedModeration } from '../../src/server/providers/moderation/embedded-moderation';
import { percentile } from './lib/bench-app';

const MESSAGE_CHARS = 2000;
const WARM_UP = 300;
const SAMPLES = 3000;
const BUDGET_US = 1000;

const fill = (sentence: string) =>
  sentence.repeat(Math.ceil(MESSAGE_CHARS / sentence.length)).slice(0, MESSAGE_CHARS);

const ADULT_TURNS = [
  'I want to make love to you tonight',
  'Then come closer and tell me what you want',
  'Tell me about your day first',
  'It was long, but now I am all yours',
];

const CASES: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['plain', fill('I love walking by the sea with you in the evening, the light is soft. '), []],
  [
    'adult, reads turns',
    fill('I want you naked in my bed tonight, kiss me slowly and hold me. '),
    ADULT_TURNS,
  ],
  [
    'several scripts',
    fill('我们去海边散步吧。Пойдём гулять к морю. نذهب إلى البحر. 바다에 가자. '),
    ADULT_TURNS,
  ],
  [
    'refused',
    `${fill('We walk by the sea and talk for hours about everything. ').slice(0, MESSAGE_CHARS - 40)} she is 14 years old and naked`,
    [],
  ],
];

let isOverBudget = false;
console.log('message              wall p50 µs   wall p99 µs   cpu p50 µs   cpu p99 µs');
for (const [label, message, turns] of CASES) {
  for (let index = 0; index < WARM_UP; index++) checkChatSafety(message, turns);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    checkChatSafety(message, turns);
    wall.push(Number(process.hrtime.bigint() - start) / 1000);
    const used = process.cpuUsage(cpuStart);
    cpu.push(used.user + used.system);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const cpuP99 = percentile(cpu, 0.99);
  if (cpuP99 > BUDGET_US) isOverBudget = true;
  const cells = [percentile(wall, 0.5), percentile(wall, 0.99), percentile(cpu, 0.5), cpuP99];
  console.log(
    `${label.padEnd(20)} ${cells.map((value) => value.toFixed(0).padStart(12)).join('  ')}`,
  );
}
console.log(
  `budget: ${BUDGET_US} µs p99 (cpu) · load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);

/** A word every 25 ms: about 40 words a second, what a hosted model streams (as in chat.ts). */
const MODEL_WORD_MS = 25;
const REPLIES_PER_LOCALE = 25;

/** One of her demo replies in `language`, varied by `seed`. */
function demoText(language: string, seed: number): string {
  const prompt: ChatPrompt = {
    messages: [],
    language,
    character: {
      name: 'Mei',
      personality: 'shy, bookish',
      relationship: 'roommate',
      occupation: 'student of literature',
      scenario: '',
    },
    lastUserMessage: 'I missed you today, tell me about your evening',
    gift: null,
    sendsPhoto: false,
    memories: [],
    seed: String(seed),
  };
  return demoReply(prompt);
}

/**
 * How long each word of `text` waits behind the check, in ms of a model writing a word every
 * MODEL_WORD_MS: the first words (against showing the first word at once), every word, the last.
 */
async function holdBack(text: string, check: PassageCheck) {
  const words = wordChunks(text);
  let written = 0;
  async function* model() {
    for (const word of words) {
      // The gate handles each word before the next, as it does when checks beat the model's pace.
      await new Promise((resolve) => setImmediate(resolve));
      written++;
      yield word;
    }
  }
  let checkMs = 0;
  const timedCheck: PassageCheck = async (passage, before) => {
    const start = process.hrtime.bigint();
    const verdict = await check(passage, before);
    checkMs = Number(process.hrtime.bigint() - start) / 1e6;
    return verdict;
  };
  const wordEnds: number[] = [];
  let end = 0;
  for (const word of words) {
    end += word.length;
    wordEnds.push(end);
  }
  const releases: Array<{ end: number; at: number }> = [];
  let shown = 0;
  for await (const passage of releaseCheckedText(model, timedCheck, new AbortController().signal)) {
    shown += passage.length;
    releases.push({ end: shown, at: written * MODEL_WORD_MS + checkMs });
    checkMs = 0;
  }
  const waits = wordEnds.map((wordEnd, index) => {
    const release = releases.find((candidate) => candidate.end >= wordEnd);
    return (release?.at ?? Number.NaN) - (index + 1) * MODEL_WORD_MS;
  });
  return { first: waits[0] ?? 0, every: waits, last: waits.at(-1) ?? 0 };
}

const moderation = createEmbeddedModeration();
const turns = ['Hi Mei, I am home', '*glances up* Oh! You are home.', 'I missed you today'];
const firsts: number[] = [];
const everyWord: number[] = [];
const lasts: number[] = [];
const messageChecks: number[] = [];
for (const locale of LOCALE_CODES) {
  for (let seed = 0; seed < REPLIES_PER_LOCALE; seed++) {
    const text = demoText(locale, seed);
    const timing = await holdBack(text, replyPassageCheck(moderation, turns));
    firsts.push(timing.first);
    everyWord.push(...timing.every);
    lasts.push(timing.last);
    const start = process.hrtime.bigint();
    await moderation.checkText({ text: turns.at(-1) ?? '', recentTurns: async () => turns });
    messageChecks.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
const row = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} ${percentile(sorted, 0.5).toFixed(2).padStart(9)} ${percentile(sorted, 0.99).toFixed(2).padStart(9)}`,
  );
};
console.log(
  `\nreply check, ${LOCALE_CODES.length} languages × ${REPLIES_PER_LOCALE} demo replies, a word every ${MODEL_WORD_MS} ms   p50 ms    p99 ms`,
);
row("a send's first byte (its message's check)", messageChecks);
row('her first words (first sentence + check)', firsts);
row('each word (until its sentence is checked)', everyWord);
row('her last word (the last sentence)', lasts);

if (isOverBudget) {
  console.error('✖ over budget');
  process.exitCode = 1;
}
