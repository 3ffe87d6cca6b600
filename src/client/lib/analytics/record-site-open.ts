import { callApi } from '@client/lib/api/api';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Records that the site was opened, with the `d` query parameter when present. */
export function recordSiteOpen(d: string | null) {
  return callApi(ENDPOINT_PATHS.recordSiteOpen, d ? { d } : {}, {
    silent: true,
  });
}
