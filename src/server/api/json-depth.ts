/**
 * How deep a JSON body may nest objects and arrays. The deepest call of the contract nests 4
 * levels (`/v1/log/report`: body, events, an event, its params) and a Telegram update about 8;
 * every walker after the parse (the NUL check, zod, logging, hashing) recurses once per level.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when `text` nests objects and arrays deeper than `maxDepth`. One pass over the raw text,
 * counting brackets outside strings, without parsing or recursion, so a megabyte of `[[[[…` is
 * judged as quickly as any other body. Text that is not JSON gets some answer here; the parse
 * after it refuses such text anyway.
 */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) isInString = false;
    } else if (char === QUOTE) {
      isInString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}
