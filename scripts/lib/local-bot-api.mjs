// Runs the local Bot API (src/server/providers/telegram/local-bot-api) beside the server when
// wanted, so Telegram sign-in and Stars payments work with no bot set up.
import { serverEntryUrl } from './server-build.mjs';

const SWITCH = { '': null, 0: false, false: false, 1: true, true: true };

/**
 * Whether to run the local Bot API: `LOCAL_BOT_API=1` or `0` decides; unset, `npm run dev` runs it
 * unless a real bot is configured (`TELEGRAM_BOT_TOKEN` or `TELEGRAM_API_ROOT`), `npm start` not.
 */
function isWanted(env, { isDev }) {
  const raw = env.LOCAL_BOT_API ?? '';
  if (!(raw in SWITCH)) {
    throw new Error(`LOCAL_BOT_API=${JSON.stringify(raw)} is invalid. Set it to 1, 0 or nothing.`);
  }
  const asked = SWITCH[raw];
  if (asked !== null) return asked;
  return isDev && !env.TELEGRAM_BOT_TOKEN && !env.TELEGRAM_API_ROOT;
}

/** The TypeScript through tsx for `npm run dev`, else the compiled program (`npm start` built it). */
async function loadLocalBotApi(isDev) {
  if (!isDev) return import(serverEntryUrl('local-bot-api'));
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(
    '../../src/server/providers/telegram/local-bot-api/local-bot-api.ts',
    import.meta.url,
  );
}

/**
 * Starts the local Bot API when wanted, its webhook pointing at the API server on `apiHost:apiPort`.
 * Answers the variables the server (and Vite, for the harness) need, and how to stop it; throws
 * when `LOCAL_BOT_API` has a bad value.
 */
export async function startLocalBotApiIfWanted({ env, apiHost, apiPort, isDev }) {
  if (!isWanted(env, { isDev })) return { env: {}, close: async () => {} };
  const { startLocalBotApi, DEV_WEBHOOK_SECRET, DEV_BOT_TOKEN } = await loadLocalBotApi(isDev);
  const token = env.TELEGRAM_BOT_TOKEN || DEV_BOT_TOKEN;
  const secret = env.TELEGRAM_WEBHOOK_SECRET || DEV_WEBHOOK_SECRET;
  // A server listening on every interface is reached on the loopback one.
  const host = ['0.0.0.0', '::', ''].includes(apiHost) ? '127.0.0.1' : apiHost;
  const webhookUrl = `http://${host.includes(':') ? `[${host}]` : host}:${apiPort}/telegram/webhook`;
  const botApi = await startLocalBotApi({
    token,
    webhook: { url: webhookUrl, secretToken: secret },
    log: (line) => console.warn(line),
  });
  console.log(
    `Local Bot API in use at ${botApi.url} (bot token ${token}, webhook ${webhookUrl}): ` +
      'Telegram sign-in and Stars payments work without a real bot; LOCAL_BOT_API=0 turns it off.',
  );
  return {
    env: {
      TELEGRAM_BOT_TOKEN: token,
      TELEGRAM_API_ROOT: botApi.url,
      TELEGRAM_WEBHOOK_SECRET: secret,
      LOCAL_BOT_API_URL: botApi.url,
    },
    close: botApi.close,
  };
}
