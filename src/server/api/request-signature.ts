import { createHash, timingSafeEqual } from 'node:crypto';

/** True when `sign` is the `x-sign` of `rawBody` (SHA-256 of body + secret, lowercase hex). */
export function isValidSignature(
  rawBody: string,
  sign: string | undefined,
  secret: string,
): boolean {
  if (!sign || !/^[0-9a-f]{64}$/.test(sign)) return false;
  const expected = createHash('sha256')
    .update(rawBody + secret, 'utf8')
    .digest();
  return timingSafeEqual(expected, Buffer.from(sign, 'hex'));
}
