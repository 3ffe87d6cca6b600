// The embedded moderation checker's cost per chat message: p50/p99 µs on 2 kB messages (a plain
// one, an adult one that makes it read the last four turns, one in several scripts, a refused one),
// in wall time and in this process's CPU time (which a busy machine's other work does not inflate).
// Budget: at most 1 ms p99. Run with `npm run bench`.
import { loadavg } from 'node:os';
import { checkChatSafety } from '../../src/server/features/safety/chat-safety';
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
if (isOverBudget) {
  console.error('✖ over budget');
  process.exitCode = 1;
}
