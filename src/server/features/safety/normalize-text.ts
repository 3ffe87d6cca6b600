/** Digits of the scripts our locales write, mapped to ASCII: Arabic-Indic, Persian, Devanagari, Tamil, Burmese, fullwidth. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0be6, 0x1040, 0xff10];

function asciiDigit(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  return char;
}

/** A Latin letter with an accent, precomposed or followed by a combining mark. */
const ACCENTED_LATIN = /[\u00c0-\u024f\u1e00-\u1eff]|[a-z]\p{M}/u;

/**
 * Text as the safety check compares it: compatibility forms folded (fullwidth, ligatures), lower
 * case, accents removed from Latin letters (but Vietnamese ư and ơ kept), every script's digits as ASCII, and each run of
 * punctuation or spaces as one space, so "S.c.h.o.o.l" or "ＳＣＨＯＯＬ" read as words too.
 */
export function normalizeForSafety(text: string): string {
  const composed = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Nd}/gu, asciiDigit);
  // Strip combining accents from Latin letters only: other scripts need their marks. Text with no
  // accented Latin letter skips the decomposition, the costliest step for other scripts. The horn
  // of Vietnamese ư and ơ stays: they are letters of their own, and without it "nữa" ("more")
  // would read as Portuguese "nua" ("naked").
  const folded = ACCENTED_LATIN.test(composed)
    ? composed
        .normalize('NFD')
        .replace(/([a-z])(?=\p{M})(\u031b)?\p{M}*/gu, '$1$2')
        .normalize('NFC')
    : composed;
  return ` ${folded.replace(/[\s\p{P}\p{S}]+/gu, ' ').trim()} `;
}

/** Letters split by single dots, dashes or spaces ("s-c-h-o-o-l", "k i d") joined again. */
export function joinSpelledOut(normalized: string): string {
  return normalized.replace(/(?<= |^)((?:\p{L} ){2,}\p{L})(?= |$)/gu, (run) =>
    run.replace(/ /g, ''),
  );
}
