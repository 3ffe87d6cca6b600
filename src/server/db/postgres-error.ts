/** PostgreSQL's code for a unique index refusing a row. */
export const UNIQUE_VIOLATION = '23505';

/**
 * The SQLSTATE of a database error, also when Drizzle wrapped the driver's error (its `cause`), so
 * callers can react to a specific refusal such as a unique violation.
 */
export function postgresErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
