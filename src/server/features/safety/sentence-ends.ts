/**
 * Where a streamed reply can be cut for checking: after a sentence, in every script our locales
 * write. Marks that Latin, Cyrillic, Arabic, Devanagari, Tamil, Korean and Ethiopic text follow
 * with a space ("3.5", "e.g.x" are no ends) and full-width ones (Chinese, Japanese, Burmese) that
 * need none.
 */
const SPACED_MARKS = '.!?…‥‼⁇⁈⁉؟۔।॥።';
const UNSPACED_MARKS = '。！？｡．။';
/** What may close a sentence after its mark: quotes, brackets, the stars of her *actions*. */
const CLOSERS = '"\'”’»)\\]）」』】〉》*_~';

const SENTENCE_END = new RegExp(
  [
    `[${SPACED_MARKS}${UNSPACED_MARKS}]+[${CLOSERS}]*\\s+`,
    // Decided once the next letter has come: a closing quote or another mark may still follow.
    `[${UNSPACED_MARKS}]+[${CLOSERS}]*(?=[^\\s${CLOSERS}${SPACED_MARKS}${UNSPACED_MARKS}])`,
    '\\n\\s*',
  ].join('|'),
  'gu',
);

/** The length of the complete sentences at the start of `text` (with their spaces); 0 for none. */
export function completeSentencesEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) end = match.index + match[0].length;
  return end;
}

/**
 * Where to cut a long run with no sentence end: after its last space, else (a script written
 * without spaces) at its end, never between the halves of a character outside the basic plane.
 */
export function runOnCut(text: string): number {
  const space = text.search(/\s\S*$/u);
  if (space > 0) return space + 1;
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.length - 1 : text.length;
}
