// npm run dev: the API server (restarting on change) and Vite with hot reload in front of it, and
// the local Bot API unless a real bot is configured (scripts/lib/local-bot-api.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startLocalBotApiIfWanted } from './lib/local-bot-api.mjs';

function stopWithMessage(error) {
  console.error(error.message);
  process.exit(1);
}

const ROOT = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.DEV_API_PORT ?? '8787';
const botApi = await startLocalBotApiIfWanted({
  env: process.env,
  apiHost: process.env.HOST ?? '127.0.0.1',
  apiPort,
  isDev: true,
}).catch(stopWithMessage);
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...botApi.env,
      PORT: apiPort,
      CLIENT_DIR: path.join(ROOT, 'dist/no-client-in-dev'),
    },
  }),
  spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...botApi.env, DEV_API_PORT: apiPort },
  }),
];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
let running = children.length;
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
    running -= 1;
    if (running === 0) void botApi.close();
  });
}
