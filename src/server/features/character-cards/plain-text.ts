/** Elements whose content is code or styling, never words: dropped with what they hold. */
const CODE_ELEMENTS =
  /<(script|style|template|iframe|object|embed|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** An opening code element never closed: everything after it is code. */
const UNCLOSED_CODE = /<(script|style|template|iframe|object|embed|svg|math)\b[\s\S]*$/i;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;
/** Tags that end a line of text. */
const LINE_TAGS = /<\/?(br|p|div|li|ul|ol|tr|h[1-6]|blockquote|pre|hr|section|article)\b[^>]*>/gi;
const TAGS = /<\/?[A-Za-z][^<>]*>/g;
/** Markdown images and links to `javascript:`/`data:` addresses: a reader could follow them. */
const ACTIVE_LINKS = /!?\[([^\]]*)\]\(\s*(?:javascript|data|vbscript):(?:[^()]|\([^()]*\))*\)/gi;
/** Control characters but tab and line feed, and the marks that reorder text. */
const CONTROLS = /(?![\t\n])[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/** Stands for `<START>` while tags are removed: private-use characters no card types. */
const START_MARK = '\uE000START\uE000';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A card field as plain text: cards carry HTML, CSS and scripts (RisuAI, SillyTavern themes), and
 * nothing of theirs is ever run or rendered here. Code elements go with their content, other tags
 * go and leave their words, entities become characters, and a tag that decoding revealed is
 * removed too (`&lt;script&gt;` stays text, never markup). Line breaks are kept, at most one empty
 * line in a row; control characters are removed.
 */
export function toPlainText(input: string): string {
  // The old macros look like tags: written the way V2 writes them first.
  let text = input
    .replace(/\r\n?/g, '\n')
    .replace(/<USER>/gi, '{{user}}')
    .replace(/<BOT>/gi, '{{char}}')
    // Example dialogue's separator is no tag either: kept through the tag removal.
    .replace(/<START>/gi, START_MARK);
  text = text.replace(COMMENTS, '').replace(CODE_ELEMENTS, '').replace(UNCLOSED_CODE, '');
  text = text.replace(LINE_TAGS, '\n').replace(TAGS, '');
  text = decodeEntities(text);
  // Decoding may have made markup of escaped text: it is text still, but never a live tag.
  text = text.replace(CODE_ELEMENTS, '').replace(UNCLOSED_CODE, '').replace(TAGS, '');
  text = text.replace(ACTIVE_LINKS, '$1').replace(CONTROLS, '');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replaceAll(START_MARK, '<START>')
    .trim();
}
