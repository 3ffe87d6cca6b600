import { getConfigEndpoint, setLanguageEndpoint } from '@contract/api/config-endpoints';
import { implement } from '../../api/endpoint-handler';
import { buildAppConfig } from './app-config';
import { saveDeviceLanguage } from './queries';

export const configRoutes = [
  implement(getConfigEndpoint, async ({ plat }, { env, buildId, services }) =>
    buildAppConfig(env, buildId, plat, {
      name: services.images.modelName,
      isDemo: services.images.isDemo,
    }),
  ),
  implement(setLanguageEndpoint, async ({ lang, uuid }, { db }) => {
    await saveDeviceLanguage(db, { uuid, lang });
    return { lang };
  }),
];
