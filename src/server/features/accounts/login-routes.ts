import { abVariantOf } from '@contract/ab-test';
import {
  emailLoginEndpoint,
  googleLoginEndpoint,
  linkLoginEndpoint,
  requestEmailLoginEndpoint,
  telegramLoginEndpoint,
} from '@contract/api/login-endpoints';
import { API_CODE } from '@contract/api-codes';
import { BRANDS } from '@contract/brands';
import { normalizeEmail } from '@contract/email';
import { type LocaleCode, urlPrefixOf } from '@contract/locales';
import { ApiFailure } from '../../api/api-failure';
import { implement } from '../../api/endpoint-handler';
import { resolveOnPublicOrigin } from '../../config/site-url';
import type { Database } from '../../db/database';
import { buildSignInMail } from '../mail/sign-in-mail';
import { googleIdentity } from './google-id-token';
import { consumeLinkToken, consumeLoginCode, issueLoginSecret } from './login-codes';
import { requestLanguage } from './request-language';
import { emailIdentity, NEUTRAL_NICK, signIn } from './sign-in';
import { telegramIdentity, verifyTelegramInitData } from './telegram-init-data';

interface SignInRequest {
  inviter?: string | undefined;
  lang?: LocaleCode | undefined;
  uuid?: string | undefined;
  testB?: boolean | undefined;
  ch?: string | undefined;
}

/** Signs in the owner of an address proven by a code or a link. */
async function signInByEmail(db: Database, email: string, input: SignInRequest) {
  return signIn(db, emailIdentity(email), {
    // The address is private; its local part is often the owner's real name.
    nick: NEUTRAL_NICK,
    lang: await requestLanguage(db, input),
    channel: input.ch ?? null,
    inviter: input.inviter ?? null,
    ab: abVariantOf(input),
  });
}

export const loginRoutes = [
  implement(requestEmailLoginEndpoint, async (input, { db, env, ip, services }) => {
    const email = normalizeEmail(input.email);
    const lang = await requestLanguage(db, input);
    // The link's page, judged before any secret exists: it must open on our own origin.
    const linkUrl = resolveOnPublicOrigin(env, `${urlPrefixOf(lang)}${input.returnPath ?? '/'}`);
    if (!input.useShortCode && !linkUrl) {
      throw new ApiFailure(
        API_CODE.badParams,
        'Bad params: returnPath (must be a path on this site)',
      );
    }
    const secret = await issueLoginSecret(db, {
      channel: 'email',
      address: email,
      kind: input.useShortCode ? 'code' : 'link',
      ip,
    });
    const brand = BRANDS[env.BRAND].title;
    if (secret.kind === 'code') {
      const mail = buildSignInMail({ to: email, locale: lang, brand, secret });
      await services.mailer.send(mail, { code: secret.code });
    } else if (linkUrl) {
      linkUrl.searchParams.set('tmpToken', secret.tmpToken);
      const link = linkUrl.toString();
      const mail = buildSignInMail({
        to: email,
        locale: lang,
        brand,
        secret: { kind: 'link', url: link },
      });
      await services.mailer.send(mail, { link });
    }
    // The same answer whether or not the address has an account.
    return { success: true as const };
  }),

  implement(emailLoginEndpoint, async (input, { db }) => {
    const email = normalizeEmail(input.email);
    await consumeLoginCode(db, email, input.code);
    return signInByEmail(db, email, input);
  }),

  implement(linkLoginEndpoint, async (input, { db }) =>
    signInByEmail(db, await consumeLinkToken(db, input.tmpToken), input),
  ),

  implement(googleLoginEndpoint, async (input, { db, services }) => {
    const account = await services.verifyGoogleToken(input.credential);
    // Only an address Google has verified may join the account that owns it.
    const linkTo =
      account.email && account.emailVerified ? emailIdentity(account.email) : undefined;
    return signIn(
      db,
      googleIdentity(account),
      {
        // Google's name is usually the owner's real name: not shown to strangers unless chosen.
        nick: NEUTRAL_NICK,
        lang: await requestLanguage(db, input),
        channel: input.ch ?? null,
        inviter: input.inviter ?? null,
        ab: abVariantOf(input),
      },
      linkTo ? { linkTo } : {},
    );
  }),

  implement(telegramLoginEndpoint, async (input, { db, env }) => {
    const launch = verifyTelegramInitData(env, input.initData);
    return signIn(db, telegramIdentity(launch), {
      nick: launch.name,
      lang: launch.lang ?? (await requestLanguage(db, input)),
      // The signed start parameter wins over the unsigned automatic field.
      channel: launch.startParams.ch ?? input.ch ?? null,
      inviter: launch.startParams.u ?? null,
      ab: abVariantOf(input),
    });
  }),
];
