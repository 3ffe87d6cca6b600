import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/lib/lingui-macro.ts';

/** Unit files (`.ts`) whose code under test needs a DOM; every `.tsx` file gets one too. */
const DOM_FILES = [
  'tests/client/app/start-link.test.ts',
  'tests/client/lib/ab-variant.test.ts',
  'tests/client/open-events.test.ts',
  'tests/client/page-query.test.ts',
  'tests/client/telegram-bridge.test.ts',
];

/** Sized for a loaded runner: Testing Library waits up to 15 s (tests/client/setup.ts). */
const UNIT_TEST_TIMEOUT_MS = 30_000;
/** How long `expect.poll` waits unless told: its 1 s default fails on a busy machine. */
const POLL_TIMEOUT_MS = 15_000;

const alias = (folder: string) => fileURLToPath(new URL(`./src/${folder}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@client': alias('client'),
      '@contract': alias('contract'),
      '@server': alias('server'),
    },
  },
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    __BRAND__: JSON.stringify('velora'),
    __API_SIGN_SECRET__: JSON.stringify('dev-sign-secret'),
  },
  plugins: [react(), linguiMacro(), lingui()],
  test: {
    expect: { poll: { timeout: POLL_TIMEOUT_MS } },
    projects: [
      // Unit files without a DOM run in Node's environment: setting up jsdom cost more than the
      // tests. Components (`.tsx`) and the `.ts` files listed in DOM_FILES get jsdom.
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['tests/client/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: DOM_FILES,
          environment: 'node',
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['tests/client/**/*.test.tsx', ...DOM_FILES],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share its loaded modules instead of loading the whole server
          // again for each (import time fell from 213–270 s to 55 s a database). Each file makes
          // its own app and database, and restores any fake clock it sets (docs/decisions.md).
          isolate: false,
          globalSetup: ['tests/server/global-setup.ts'],
          // Sized for a loaded runner: a 3 s test took over 30 s with both cores oversubscribed.
          testTimeout: 120_000,
          // Hooks start server processes, whose start may take up to 180 s on a loaded runner.
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Sized for a loaded runner: a test's waits (up to 30 s each) add up there.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
