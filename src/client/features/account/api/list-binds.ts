import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The sign-in methods linked to the account. */
function listBinds(params: CallParams<typeof ENDPOINT_PATHS.listBinds>, options?: CallOptions) {
  return callApi(ENDPOINT_PATHS.listBinds, params, options);
}

/**
 * The signed-in user's sign-in methods, as one cached answer: Settings and the payment result
 * ask for the same, and a method linked in either shows in both. (Here rather than in a file of
 * its own: one chunk less in Settings' first load.)
 */
export const bindsQuery = (uid: string | null) => ({
  queryKey: ['binds', uid] as const,
  queryFn: async () => (await listBinds({}, { silent: true })).binds,
  enabled: Boolean(uid),
});
