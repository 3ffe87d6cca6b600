/**
 * The email rule of spec §5, used by the login popup and the server alike: letters, digits,
 * underscore, hyphen and dot on both sides of the `@`, then a dot and a 2–4 letter ending.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+\.[A-Za-z]{2,4}$/;

export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** One account per mailbox: addresses are compared trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
