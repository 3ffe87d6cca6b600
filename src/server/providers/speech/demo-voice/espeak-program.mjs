// The demo voice's synthesiser: eSpeak NG (GPL-3.0) as a program of its own, never imported into
// the server. It reads one JSON request a line on stdin ({ id, voice, text, wordsPerMinute }) and
// writes one JSON answer a line on stdout ({ id, wav } in base64, or { id, error }). It ends when
// its stdin ends, so it never outlives the server that started it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
const entry = require.resolve('espeak-ng');
const { default: ESpeakNg } = await import(entry);
// Compiled once: each call then only instantiates it (a fresh instance per call is how the
// package's command line interface works), ~0.2 s instead of ~0.8 s.
const wasm = await WebAssembly.compile(
  readFileSync(path.join(path.dirname(entry), 'espeak-ng.wasm')),
);

async function speak({ voice, text, wordsPerMinute }) {
  const instance = await ESpeakNg({
    // The text goes in a file, so a text starting with "-" is never read as an option.
    arguments: [
      '-v',
      voice,
      '-s',
      String(wordsPerMinute),
      '-b',
      '1',
      '-w',
      '/out.wav',
      '-f',
      '/in.txt',
    ],
    preRun: [(module) => module.FS.writeFile('/in.txt', text)],
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(wasm, imports).then((made) => done(made));
      return {};
    },
    print: () => {},
    printErr: () => {},
  });
  return Buffer.from(instance.FS.readFile('/out.wav')).toString('base64');
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  let request;
  try {
    request = JSON.parse(line);
    const wav = await speak(request);
    process.stdout.write(`${JSON.stringify({ id: request.id, wav })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id: request?.id ?? null, error: String(error) })}\n`);
  }
}
process.exit(0);
