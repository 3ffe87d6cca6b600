import type { AppConfig } from '@contract/api/config-endpoints';
import { FEATURE_SWITCHES } from '@contract/api/config-endpoints';
import { BRANDS } from '@contract/brands';
import type { Env } from '../../config/env';

/** The app config of spec §3 for the brand this server runs. */
export function buildAppConfig(env: Env, buildId: string): AppConfig {
  const brand = BRANDS[env.BRAND];
  return {
    supportEmail: brand.supportEmail,
    supportLoginType: [...brand.loginTypes],
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
    buildId,
  };
}
