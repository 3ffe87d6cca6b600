// npm start: build the client when missing or stale, then run the server (which migrates).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './lib/client-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
ensureBuild('client');

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Pass stop signals on so the server can finish requests and close the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
