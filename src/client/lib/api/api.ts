import type { BridgeMode } from '@client/bridge/bridge-types';
import { API_SIGN_SECRET } from '@client/config/build-config';
import { type ApiCall, type ApiClientConfig, createApiClient } from './api-client';
import { emitApiError } from './api-events';
import { collectAutomaticFields } from './automatic-fields';

let mode: BridgeMode = 'web';

/** Sets which client the automatic `plat` field names; called once at boot. */
export function setApiClientMode(bridgeMode: BridgeMode): void {
  mode = bridgeMode;
}

/** Where the API is and how calls are signed, shared by `callApi` and the streaming calls. */
export const API_CONFIG: ApiClientConfig = {
  // Absolute, since some fetch implementations (Node's, under tests) refuse relative URLs.
  prefixUrl: new URL('/api/', window.location.origin).href,
  secret: API_SIGN_SECRET,
  automaticFields: () => collectAutomaticFields(mode),
  onError: emitApiError,
};

/** The app's API client. Each operation lives in its own file and calls this. */
export const callApi: ApiCall = createApiClient(API_CONFIG);
