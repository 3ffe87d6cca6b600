import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random secret for sessions and sign-in links: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a secret, so a database leak reveals no usable token or code. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A uniformly random code of `length` digits, leading zeros allowed. */
export function randomDigits(length: number): string {
  let code = '';
  for (let index = 0; index < length; index++) code += String(randomInt(10));
  return code;
}

/** An id of 16 random hex characters, so ids reveal neither order nor count. */
export function newOpaqueId(): string {
  return randomBytes(8).toString('hex');
}
