import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/lib/client-build.mjs';
import { removeDataDir, startAppServer } from '../helpers/app-server';
import { serveFolder } from './helpers/static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app served by the real server process. */
    appUrl: string;
    /** The Telegram harness, on its own origin. */
    harnessUrl: string;
  }
}

/** Builds the client and the harness when stale, starts the server and the harness host. */
export default async function setup(project: TestProject) {
  ensureBuild('client');
  ensureBuild('harness');
  const server = await startAppServer();
  const harness = await serveFolder(path.resolve(import.meta.dirname, '../../dist/harness'));
  project.provide('appUrl', server.url);
  project.provide('harnessUrl', harness.url);
  return async () => {
    await harness.close();
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
