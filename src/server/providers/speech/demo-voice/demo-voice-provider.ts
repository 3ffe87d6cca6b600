import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type SpeechProvider, SpeechProviderError } from '../speech-provider';
import { DEMO_VOICES, DEMO_WORDS_PER_MINUTE, ESPEAK_LANGUAGES } from './espeak-voices';

/** The synthesiser program: GPL code runs in a process of its own (docs/decisions.md). */
const PROGRAM = fileURLToPath(new URL('./espeak-program.mjs', import.meta.url));
/** One chunk taking longer means the program is stuck: it is restarted. */
const CALL_TIMEOUT_MS = 30_000;

interface Pending {
  resolve: (wav: Buffer) => void;
  reject: (error: Error) => void;
}

interface Program {
  child: ChildProcess;
  pending: Map<number, Pending>;
}

/** Starts the program; answers come back a JSON line each, matched to their call by id. */
function startProgram(onExit: (program: Program) => void): Program {
  const child = spawn(process.execPath, [PROGRAM], { stdio: ['pipe', 'pipe', 'pipe'] });
  const program: Program = { child, pending: new Map() };
  let buffered = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (text: string) => {
    buffered += text;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const answer = JSON.parse(line) as { id: number; wav?: string; error?: string };
      const call = program.pending.get(answer.id);
      program.pending.delete(answer.id);
      if (answer.wav) call?.resolve(Buffer.from(answer.wav, 'base64'));
      else call?.reject(new SpeechProviderError(`The demo voice failed: ${answer.error}`, false));
    }
  });
  child.stderr?.resume();
  const fail = (reason: string) => {
    for (const call of program.pending.values()) {
      call.reject(new SpeechProviderError(reason, true));
    }
    program.pending.clear();
    onExit(program);
  };
  child.on('error', (error) => fail(`The demo voice could not start: ${error.message}`));
  child.on('exit', () => fail('The demo voice stopped'));
  // An idle synthesiser must not keep the server (or a test run) alive.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    (stream as unknown as { unref?: () => void } | null)?.unref?.();
  }
  return program;
}

/** The embedded demo voice: eSpeak NG (WASM from npm), offline, labelled "demo voice". */
export function createDemoVoiceProvider(): SpeechProvider & { close(): Promise<void> } {
  let program: Program | null = null;
  let nextId = 1;
  const running = () => {
    program ??= startProgram((ended) => {
      if (program === ended) program = null;
    });
    return program;
  };

  return {
    modelName: 'espeak-ng',
    isDemo: true,
    listVoices: async () => DEMO_VOICES.map(({ id, name }) => ({ id, name })),
    speaksLocale: (locale) => ESPEAK_LANGUAGES[locale] !== undefined,
    async synthesize(request, { signal, maxBytes }) {
      signal.throwIfAborted();
      const language = ESPEAK_LANGUAGES[request.locale];
      if (!language) {
        throw new SpeechProviderError(`The demo voice does not speak ${request.locale}`, false);
      }
      const variant =
        DEMO_VOICES.find((voice) => voice.id === request.voice)?.variant ?? DEMO_VOICES[0].variant;
      const current = running();
      const id = nextId++;
      const wav = await new Promise<Buffer>((resolve, reject) => {
        const stop = (error: unknown) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          current.pending.delete(id);
          reject(error);
        };
        const onAbort = () => stop(signal.reason);
        const timer = setTimeout(() => {
          stop(new SpeechProviderError('The demo voice took too long', true));
          current.child.kill('SIGKILL');
        }, CALL_TIMEOUT_MS);
        signal.addEventListener('abort', onAbort, { once: true });
        current.pending.set(id, {
          resolve: (bytes) => {
            clearTimeout(timer);
            signal.removeEventListener('abort', onAbort);
            resolve(bytes);
          },
          reject: stop,
        });
        current.child.stdin?.write(
          `${JSON.stringify({
            id,
            voice: `${language}+${variant}`,
            text: request.text,
            wordsPerMinute: Math.round(DEMO_WORDS_PER_MINUTE * request.speed),
          })}\n`,
        );
      });
      if (wav.length > maxBytes) {
        throw new SpeechProviderError(`The audio is longer than ${maxBytes} bytes`, false);
      }
      return { bytes: wav, contentType: 'audio/wav' };
    },
    async close() {
      const current = program;
      program = null;
      if (!current || current.child.exitCode !== null) return;
      const exited = new Promise((resolve) => current.child.once('exit', resolve));
      current.child.stdin?.end();
      await exited;
    },
  };
}
