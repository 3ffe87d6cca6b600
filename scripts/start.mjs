// npm start: build the client and the server when missing or stale, then run the compiled server
// (which migrates): plain JavaScript, nothing transpiled at run time. The local Bot API runs beside
// it only when asked for with LOCAL_BOT_API=1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensureBuild } from './lib/client-build.mjs';
import { startLocalBotApiIfWanted } from './lib/local-bot-api.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { parseLogLine, startBanner } from './lib/start-banner.mjs';

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
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { NODE_ENV: 'production', ...process.env, ...botApi.env },
  },
);
// The server's log goes on as it is; once it listens, one plain block says where to open the app
// and which embedded defaults it runs on.
let embedded = [];
createInterface({ input: server.stdout }).on('line', (line) => {
  console.log(line);
  const record = parseLogLine(line);
  if (record?.msg === 'embedded defaults in use' && Array.isArray(record.embedded)) {
    embedded = record.embedded;
  }
  if (record?.msg === 'listening' && typeof record.url === 'string') {
    console.log(startBanner(record.url, embedded));
  }
});
// Pass stop signals on so the server can finish requests and close the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code, signal) => {
  await botApi.close();
  process.exit(code ?? (signal ? 1 : 0));
});
