import { sha256Hex } from './sha256';

/**
 * The `x-sign` header of an API call: lowercase hex SHA-256 of the raw body followed by the secret.
 * The secret ships inside the client, so this proves integrity of a body, not who sent it.
 */
export function signRequestBody(rawBody: string, secret: string): string {
  return sha256Hex(rawBody + secret);
}
