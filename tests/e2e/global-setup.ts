import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/lib/client-build.mjs';
import { ensureServerBuild } from '../../scripts/lib/server-build.mjs';
import { DEV_BOT_TOKEN } from '../../src/contract/local-bot-api';
import { startLocalBotApi } from '../../src/server/providers/telegram/local-bot-api/local-bot-api';
import { removeDataDir, startAppServer } from '../helpers/app-server';
import type { AccessibilityUsers } from '../helpers/seed-accessibility-users';
import { type ChapterUsers, seedChapterUsers } from './helpers/seed-chapter-users';
import { type FirstStepUsers, seedFirstStepUsers } from './helpers/seed-first-step-users';
import { type OfferUsers, seedOfferUsers } from './helpers/seed-offer-users';
import type { OrderUsers } from './helpers/seed-order-users';
import {
  type CoinHolder,
  type Creators,
  type LongConversation,
  type RewardUsers,
  type StudioUsers,
  seedTestUsers,
} from './helpers/seed-test-users';
import { serveFolder } from './helpers/static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app served by the real server process. */
    appUrl: string;
    /** The Telegram harness, on its own origin. */
    harnessUrl: string;
    /** The server's data folder; sign-in mails land in its `outbox`. */
    appDataDir: string;
    /** A user's 10,000-message conversation, seeded before the server started. */
    longConversation: LongConversation;
    /** A signed-in user with coins, seeded before the server started. */
    coinHolder: CoinHolder;
    /** Users with coins for a created character, seeded before the server started. */
    creators: Creators;
    /** Users with coins for photos and videos, seeded before the server started. */
    studioUsers: StudioUsers;
    /** Users with coins and a conversation, for the accessibility test's visits. */
    accessibilityUsers: AccessibilityUsers;
    /** Users with room under the energy cap, for the invite and home-screen rewards. */
    rewardUsers: RewardUsers;
    /** A buyer with coins and a creator with a published character, for commissions. */
    orderUsers: OrderUsers;
    /** A user with no persona yet, whose chats no other test reads (issue 34's persona). */
    personaUser: CoinHolder;
    /** A user who imports a character card and chats with her (issue 36). */
    cardUser: CoinHolder;
    /** The local Bot API the server's bot talks to; `?botApi=` points the harness at it. */
    localBotApiUrl: string;
    /** A three-day-old account and a newcomer, for the first-steps guides. */
    firstStepUsers: FirstStepUsers;
    /** Users with coins, on the web and in Telegram, for the photos she offers (issue 34). */
    offerUsers: OfferUsers;
    /** Telegram users one message short of their chat's first chapter (issue 34's chapters). */
    chapterUsers: ChapterUsers;
  }
}

/** Builds the client and the harness when stale, starts the server and the harness host. */
export default async function setup(project: TestProject) {
  ensureBuild('client');
  ensureBuild('harness');
  await ensureServerBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-e2e-'));
  const {
    longConversation,
    coinHolder,
    creators,
    studioUsers,
    accessibilityUsers,
    rewardUsers,
    orderUsers,
    personaUser,
    cardUser,
  } = await seedTestUsers(dataDir);
  const firstStepUsers = await seedFirstStepUsers(dataDir);
  const offerUsers = await seedOfferUsers(dataDir);
  const chapterUsers = await seedChapterUsers(dataDir);
  const webhookSecret = 'e2e-webhook-secret';
  // Stars invoices are made and paid on the local Bot API, which calls the server's webhook.
  const telegram = await startLocalBotApi({ token: DEV_BOT_TOKEN });
  const server = await startAppServer({
    TELEGRAM_API_ROOT: telegram.url,
    TELEGRAM_WEBHOOK_SECRET: webhookSecret,
    DATA_DIR: dataDir,
    // The harness signs init data with this token, as Telegram would with the bot's.
    TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN,
    // Google's script cannot load on this closed network: the button must hide itself.
    GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
    // Slow enough that a reload lands in the middle of a streamed reply.
    DEMO_MODEL_DELAY_MS: '120',
  });
  // As an operator does once the server is up: the server's port is known only now.
  const webhook = await fetch(`${telegram.url}/bot${DEV_BOT_TOKEN}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${server.url}/telegram/webhook`, secret_token: webhookSecret }),
  });
  if (!webhook.ok) throw new Error(`setWebhook failed: ${await webhook.text()}`);
  const harness = await serveFolder(path.resolve(import.meta.dirname, '../../dist/harness'));
  project.provide('appUrl', server.url);
  project.provide('harnessUrl', harness.url);
  project.provide('appDataDir', server.dataDir);
  project.provide('longConversation', longConversation);
  project.provide('coinHolder', coinHolder);
  project.provide('creators', creators);
  project.provide('studioUsers', studioUsers);
  project.provide('accessibilityUsers', accessibilityUsers);
  project.provide('rewardUsers', rewardUsers);
  project.provide('orderUsers', orderUsers);
  project.provide('personaUser', personaUser);
  project.provide('cardUser', cardUser);
  project.provide('localBotApiUrl', telegram.url);
  project.provide('firstStepUsers', firstStepUsers);
  project.provide('offerUsers', offerUsers);
  project.provide('chapterUsers', chapterUsers);
  return async () => {
    await harness.close();
    await server.stop();
    await telegram.close();
    removeDataDir(server.dataDir);
  };
}
