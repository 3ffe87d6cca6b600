/** Why PostgreSQL would refuse a string: a NUL, or a lone UTF-16 surrogate (not Unicode text). */
function unstorableReason(text: string): string | null {
  if (text.includes('\0')) return 'must not contain the NUL character';
  if (!text.isWellFormed()) return 'must be valid Unicode text';
  return null;
}

/**
 * The first string in a parsed JSON body that PostgreSQL would refuse, as `field.sub.0 (reason)`,
 * or null. PostgreSQL takes neither NUL (U+0000) nor lone surrogates in text and jsonb, so such a
 * string must be refused before any handler can store or look it up; property names count too,
 * since objects are stored as jsonb.
 */
export function findUnstorableText(
  value: unknown,
  path: readonly (string | number)[] = [],
): string | null {
  const at = (segments: readonly (string | number)[], reason: string) =>
    `${segments.length > 0 ? segments.join('.') : 'body'} (${reason})`;
  if (typeof value === 'string') {
    const reason = unstorableReason(value);
    return reason ? at(path, reason) : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const keyReason = unstorableReason(key);
      if (keyReason) return at([...path, key.replaceAll('\0', '\\0').toWellFormed()], keyReason);
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
