import { SIGN_HEADER } from '../../../src/contract/constants';
import { signRequestBody } from '../../../src/contract/request-sign';
import { createApp } from '../../../src/server/app';
import { type Env, parseEnv } from '../../../src/server/config/env';
import { createLogger } from '../../../src/server/lib/logger';
import { loadClientBuild } from '../../../src/server/web/client-build';
import { writeClientFixture } from './client-fixture';
import { createTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app over a fresh database, with helpers to call it like a client would. */
export async function createTestApp(envOverrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const clientDir = writeClientFixture(envOverrides.BRAND);
  const env: Env = parseEnv({ LOG_LEVEL: 'silent', CLIENT_DIR: clientDir, ...envOverrides });
  const app = createApp({
    env,
    database,
    log: createLogger('silent'),
    client: loadClientBuild(clientDir),
  });

  /** POSTs a raw body to `/api{path}`, signed unless `sign` is given. */
  const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(`/api${path}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [SIGN_HEADER]: signRequestBody(body, env.API_SIGN_SECRET),
        ...headers,
      },
    });

  /** Calls an endpoint with a JSON body and returns the parsed envelope. */
  const call = async (path: string, body: unknown = {}, headers: Record<string, string> = {}) => {
    const response = await postRaw(path, JSON.stringify(body), headers);
    return { status: response.status, envelope: (await response.json()) as Envelope };
  };

  return { app, env, database, db: database.db, postRaw, call, close: () => database.drop() };
}

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
