import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/client/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
