import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createApiRouter } from './api/api-router';
import type { EndpointImplementation } from './api/endpoint-handler';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/database';
import { analyticsRoutes } from './features/analytics/routes';
import { configRoutes } from './features/config/routes';
import type { Logger } from './lib/logger';
import type { ClientBuild } from './web/client-build';
import { createPageRoutes } from './web/page-routes';

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  log: Logger;
  /** The built client, or null to serve the API only (dev mode runs Vite in front). */
  client: ClientBuild | null;
}

/** Every endpoint the server answers. */
const implementations: readonly EndpointImplementation[] = [...configRoutes, ...analyticsRoutes];

/** The whole HTTP surface: API, health check, sitemap, static files and pages. */
export function createApp({ env, database, log, client }: AppDependencies): Hono {
  const app = new Hono();
  app.use(
    '*',
    secureHeaders({
      // The app runs inside Telegram's iframe, so it must stay framable; CSP is left to the proxy.
      xFrameOptions: false,
      contentSecurityPolicy: undefined,
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
    }),
  );
  app.use('*', compress());

  app.get('/healthz', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      log.error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error', database: database.kind }, 503);
    }
  });

  app.route(
    '/api',
    createApiRouter({
      context: { db: database.db, env, log, buildId: client?.info.buildId ?? 'dev' },
      implementations,
    }),
  );
  app.route('/', createPageRoutes(env, client));
  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, 'unhandled request error');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
