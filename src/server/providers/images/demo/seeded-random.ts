/** A small deterministic random source (mulberry32): the same seed draws the same picture. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A number in [0, 1). */
    next,
    /** A number in [min, max). */
    between: (min: number, max: number) => min + next() * (max - min),
    /** One item of a non-empty list. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

/** A 32-bit seed from any text, for looks that have no number of their own. */
export function seedOfText(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return hash >>> 0;
}
