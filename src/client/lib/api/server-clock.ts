/** A clock further off than this is corrected; closer, the device's own time is sent as it is. */
const TOLERATED_SKEW_MS = 60_000;

let offsetMs = 0;

/**
 * Learns how far this device's clock is from the server's from an answer's `Date` header, so the
 * `t` of later calls stays within the server's 10-minute window on a phone whose clock is wrong.
 */
export function learnServerClock(response: Response): void {
  const serverTime = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(serverTime)) return;
  const offset = serverTime - Date.now();
  offsetMs = Math.abs(offset) > TOLERATED_SKEW_MS ? offset : 0;
}

/** Now, by the server's clock as far as it is known (epoch milliseconds). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
