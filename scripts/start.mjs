// npm start: build the client and the server when missing or stale, then run the compiled server
// (which migrates): plain JavaScript, nothing transpiled at run time. The local Bot API runs beside
// it only when asked for with LOCAL_BOT_API=1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './lib/client-build.mjs';
import { startLocalBotApiIfWanted } from './lib/local-bot-api.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';

function stopWithMessage(error) {
  console.error(error.message);
  process.exit(1);
}

const ROOT = path.resolve(import.meta.dirname, '..');
ensureBuild('client');
await ensureServerBuild().catch(stopWithMessage);
const botApi = await startLocalBotApiIfWanted({
  env: process.env,
  apiHost: process.env.HOST ?? '127.0.0.1',
  apiPort: process.env.PORT ?? '8080',
  isDev: false,
}).catch(stopWithMessage);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'dist/server/main.js')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env, ...botApi.env },
  },
);
// Pass stop signals on so the server can finish requests and close the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code, signal) => {
  await botApi.close();
  process.exit(code ?? (signal ? 1 : 0));
});
