import { createHash } from 'node:crypto';
import { type AutomaticFields, automaticFieldsSchema } from '@contract/api/automatic-fields';
import { REQUEST_FRESHNESS_MS } from '@contract/constants';

/** How a call that spends is recognised when it comes again (see `claimRequestKey`). */
export interface RequestKey {
  /** `k:` and the client's idempotency key, else `b:` and the SHA-256 of the signed body. */
  key: string;
  /** The call's path and params (without the automatic fields), hashed. */
  fingerprint: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Why a call that spends is refused as a replay: its `t` is more than 10 minutes from the server's
 * clock. Null when it is fresh, or carries no `t` (scripts; the app always sends one).
 */
export function staleRequestRefusal(t: number | undefined, now = Date.now()): string | null {
  if (t === undefined || Math.abs(now - t) <= REQUEST_FRESHNESS_MS) return null;
  return (
    'This request is too old, or the device clock is more than 10 minutes off: ' +
    'check the date and time, then try again'
  );
}

/**
 * The key of a call that spends: the client's idempotency key when it sent one; else, for a body
 * with a time in it, the signed body itself (the same body sent again is the same call). A call
 * with neither cannot be told from a new one and gets no key.
 */
export function requestKeyOf(
  path: string,
  input: Record<string, unknown> & AutomaticFields,
  rawBody: string,
): RequestKey | null {
  const params = Object.fromEntries(
    Object.entries(input).filter(([name]) => !(name in automaticFieldsSchema.shape)),
  );
  const fingerprint = sha256(`${path}\n${JSON.stringify(params)}`);
  if (input.idempotencyKey) return { key: `k:${input.idempotencyKey}`, fingerprint };
  if (input.t !== undefined) return { key: `b:${sha256(rawBody)}`, fingerprint };
  return null;
}
