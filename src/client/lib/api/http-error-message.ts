import { t } from '@lingui/core/macro';

/** The spec §8 text for an HTTP status outside 2xx, in the active language. */
export function httpErrorMessage(status: number): string {
  switch (status) {
    case 400:
      return t`Bad Request(400)`;
    case 401:
      return t`Unauthorized(401)`;
    case 403:
      return t`Forbidden(403)`;
    case 404:
      return t`Not Found(404)`;
    case 408:
      return t`Request Time-out(408)`;
    case 500:
      return t`Internal Server Error(500)`;
    case 501:
      return t`Not Implemented(501)`;
    case 502:
      return t`Bad Gateway(502)`;
    case 503:
      return t`Service Unavailable(503)`;
    case 504:
      return t`Gateway Time-out(504)`;
    case 505:
      return t`HTTP Version not supported(505)`;
    default:
      return t`Internal Server Error(${status})!`;
  }
}

/** The spec §8 toast when no answer arrived at all. */
export function networkErrorMessage(): string {
  return t`Internal Server Error！`;
}
