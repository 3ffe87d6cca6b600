import type { AppConfig } from '@contract/api/config-endpoints';
import { FEATURE_SWITCHES } from '@contract/api/config-endpoints';
import { BRANDS } from '@contract/brands';
import { type ClientPlatform, LOGIN_TYPE } from '@contract/enums';
import type { Env } from '../../config/env';
import { isGoogleSignInOffered } from '../accounts/google-id-token';
import { availablePayMethods } from '../payments/pay-methods';

/** The app config of spec §3 for the brand this server runs. */
export function buildAppConfig(
  env: Env,
  buildId: string,
  platform?: ClientPlatform | undefined,
  imageModel: AppConfig['imageModel'] = { name: 'demo', isDemo: true },
): AppConfig {
  const brand = BRANDS[env.BRAND];
  return {
    supportEmail: brand.supportEmail,
    chatModel: env.LLM_BASE_URL ? 'openai' : 'demo',
    imageModel,
    // Google is offered only with a client id; Telegram only with a bot token.
    supportLoginType: brand.loginTypes.filter(
      (type) =>
        (type !== LOGIN_TYPE.google || isGoogleSignInOffered(env)) &&
        (type !== LOGIN_TYPE.telegram || Boolean(env.TELEGRAM_BOT_TOKEN)),
    ),
    googleClientId: isGoogleSignInOffered(env) ? (env.GOOGLE_CLIENT_ID ?? null) : null,
    brand: {
      key: brand.key,
      title: brand.title,
      logo: brand.logo,
      host: brand.host,
      testHost: brand.testHost,
      installedAppUrl: brand.installedAppUrl ?? null,
      telegramAppUrl: brand.telegramAppUrl ?? null,
    },
    features: Object.fromEntries(
      FEATURE_SWITCHES.map((feature) => [feature, !env.DISABLED_FEATURES.includes(feature)]),
    ) as AppConfig['features'],
    voiceInput: Boolean(env.STT_BASE_URL),
    payMethods: env.DISABLED_FEATURES.includes('payments')
      ? []
      : availablePayMethods(env, platform),
    buildId,
  };
}
