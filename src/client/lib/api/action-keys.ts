import { ApiError } from './api-error';

/** A fresh idempotency key: 32 random hex digits. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a failure leaves open if the server took the call (no answer, or the server broke). */
function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.kind !== 'code';
}

/**
 * Idempotency keys for actions that spend. One action (named by the caller: what it does and with
 * what) keeps its key while no answer said how it ended, so doing it again after a lost answer
 * repeats the first call instead of paying twice; any answer, success or refusal, ends the key.
 */
export function createActionKeys() {
  const open = new Map<string, string>();
  return {
    keyFor(action: string): string {
      const key = open.get(action) ?? newIdempotencyKey();
      open.set(action, key);
      return key;
    },
    /** Called when the action's call ended: with its error, or with nothing when it succeeded. */
    settle(action: string, error?: unknown): void {
      if (error === undefined || !isUnanswered(error)) open.delete(action);
    },
  };
}
