/**
 * Where the first NUL character (U+0000) sits in a parsed JSON body, as `field.sub.0`, or null.
 * PostgreSQL refuses NUL in text and jsonb, so such a string must be refused before any handler
 * can store or look it up; property names count too, since objects are stored as jsonb.
 */
export function findNulCharacter(
  value: unknown,
  path: readonly (string | number)[] = [],
): string | null {
  const here = () => (path.length > 0 ? path.join('.') : 'body');
  if (typeof value === 'string') return value.includes('\0') ? here() : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return [...path, key.replaceAll('\0', '\\0')].join('.');
      const found = findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
