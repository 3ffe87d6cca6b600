import {
  bindEmailEndpoint,
  bindGoogleEndpoint,
  bindTelegramEndpoint,
  listBindsEndpoint,
  logoutEndpoint,
  refreshTokenEndpoint,
} from '@contract/api/user-endpoints';
import { normalizeEmail } from '@contract/email';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { attachIdentity, listBinds } from './binds';
import { googleIdentity } from './google-id-token';
import { consumeLoginCode } from './login-codes';
import { createSession, revokeSession } from './sessions';
import { emailIdentity } from './sign-in';
import { telegramIdentity, verifyTelegramInitData } from './telegram-init-data';
import { toUserProfile } from './user-profile';

export const sessionRoutes = [
  // A fresh token replaces the one the call came with (the client refreshes every 480 h).
  implement(refreshTokenEndpoint, async ({ token: oldToken }, context) => {
    const uid = signedInUid(context);
    const token = await context.db.transaction(async (tx) => {
      const fresh = await createSession(tx, uid);
      if (oldToken) await revokeSession(tx, uid, oldToken);
      return fresh;
    });
    const { lang } = toUserProfile(await loadUser(context.db, uid));
    return { token, uid, lang };
  }),

  implement(logoutEndpoint, async ({ token }, context) => {
    if (token) await revokeSession(context.db, signedInUid(context), token);
    return { success: true as const };
  }),

  implement(listBindsEndpoint, async (_input, context) => ({
    binds: await listBinds(context.db, signedInUid(context)),
  })),

  implement(bindTelegramEndpoint, async ({ initData }, context) => {
    const launch = verifyTelegramInitData(context.env, initData);
    return {
      binds: await attachIdentity(context.db, signedInUid(context), telegramIdentity(launch)),
    };
  }),

  implement(bindGoogleEndpoint, async ({ credential }, context) => {
    const account = await context.services.verifyGoogleToken(credential);
    return {
      binds: await attachIdentity(context.db, signedInUid(context), googleIdentity(account)),
    };
  }),

  implement(bindEmailEndpoint, async (input, context) => {
    const email = normalizeEmail(input.email);
    await consumeLoginCode(context.db, email, input.code);
    return { binds: await attachIdentity(context.db, signedInUid(context), emailIdentity(email)) };
  }),
];
