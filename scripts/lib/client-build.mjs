// Builds the client (or the harness) only when its inputs changed since the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputsHash } from './inputs-hash.mjs';
import { precompressDir } from './precompress.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

const CLIENT_INPUTS = [
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'scripts/lib/build-env.ts',
  'scripts/lib/client-build.mjs',
  'scripts/lib/inputs-hash.mjs',
  'scripts/lib/page-texts.ts',
  'scripts/lib/precache-shell.ts',
  'scripts/lib/prune-telegram-ui-css.ts',
  'src/client',
  'src/contract',
  'locales',
  'public',
];

const TARGETS = {
  client: { outDir: 'dist/client', stamp: 'dist/.client-build-stamp', mode: 'production' },
  harness: { outDir: 'dist/harness', stamp: 'dist/.harness-build-stamp', mode: 'harness' },
};

/** Runs `vite build` for the target unless the last build came from the same inputs. */
export function ensureBuild(target = 'client', { log = console.log } = {}) {
  const { outDir, stamp, mode } = TARGETS[target];
  const env = {
    BRAND: process.env.BRAND ?? '',
    API_SIGN_SECRET: process.env.API_SIGN_SECRET ?? '',
  };
  const expected = inputsHash(CLIENT_INPUTS, { env, target });
  const stampPath = path.join(ROOT, stamp);
  const isFresh =
    existsSync(path.join(ROOT, outDir, 'index.html')) &&
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === expected;
  if (isFresh) return false;
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  if (!existsSync(vite)) {
    // Production installs (`npm ci --omit=dev`) have no Vite: they serve the build they shipped.
    if (existsSync(path.join(ROOT, outDir, 'index.html'))) {
      log(`Vite is not installed: serving the existing ${target} build in ${outDir}.`);
      return false;
    }
    throw new Error(
      `There is no ${target} build in ${outDir} and Vite is not installed (npm ci --omit=dev). ` +
        'Run `npm run build` where the dev dependencies are installed and ship dist/ with the app.',
    );
  }
  log(`Building the ${target} (${outDir})…`);
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', mode, '--logLevel', 'warn'],
    // A NODE_ENV inherited from a test runner would make Vite build React's development bundle.
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`vite build for the ${target} failed`);
  precompressDir(path.join(ROOT, outDir));
  writeFileSync(stampPath, expected);
  return true;
}
