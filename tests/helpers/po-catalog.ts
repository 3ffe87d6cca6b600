import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface PoEntry {
  /** The `msgctxt` that tells apart one English text used in two places; empty when none. */
  context: string;
  msgid: string;
  msgstr: string;
  /** Lingui marks entries whose id is a key such as `PageLimit_Desc`. */
  hasExplicitId: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

/** The catalog parts of a locale: the first-load messages, then the payment and legal screens'. */
export const CATALOG_PARTS = [
  'messages',
  'payments',
  'legal',
  'create',
  'role',
  'options',
  'chat',
  'landing',
  'rewards',
] as const;

/** Reads `locales/<locale>/<part>.po` into its entries (the header entry left out). */
export function readCatalog(locale: string, part: string = 'messages'): PoEntry[] {
  const text = readFileSync(path.join(ROOT, 'locales', locale, `${part}.po`), 'utf8');
  const entries: PoEntry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    let context = '';
    let msgid = '';
    let msgstr = '';
    let field: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('msgctxt ')) {
        field = 'msgctxt';
        context = unquote(line);
      } else if (line.startsWith('msgid ')) {
        field = 'msgid';
        msgid = unquote(line);
      } else if (line.startsWith('msgstr ')) {
        field = 'msgstr';
        msgstr = unquote(line);
      } else if (line.startsWith('"') && field) {
        if (field === 'msgid') msgid += unquote(line);
        else if (field === 'msgctxt') context += unquote(line);
        else msgstr += unquote(line);
      }
    }
    if (msgid)
      entries.push({
        context,
        msgid,
        msgstr,
        hasExplicitId: block.includes('js-lingui-explicit-id'),
      });
  }
  return entries;
}

/** What names an entry in its catalog: its context and its English text. */
export function entryKey(entry: Pick<PoEntry, 'context' | 'msgid'>): string {
  return entry.context ? `${entry.context} | ${entry.msgid}` : entry.msgid;
}

/** An ICU plural or select: `{count, plural, one {# coin} other {# coins}}`. */
const CHOICE = /\{(\w+),\s*(plural|selectordinal|select),/g;

/**
 * The `{name}` placeholders and `<0>` tags of a message, sorted, to compare across languages. In a
 * message with a plural or select, each language has its own branches (Russian needs four, Japanese
 * one), so there it is the choice's variable and the set of placeholders inside that must match.
 */
export function markersOf(message: string): string[] {
  const choices = [...message.matchAll(CHOICE)];
  if (choices.length === 0) {
    return [...message.matchAll(/\{[^{}]+\}|<\/?\d+>/g)].map((match) => match[0]).sort();
  }
  // A one-word branch ("one {member}") is the branch's text, not a placeholder.
  const inside = [
    ...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+) )\{\w+\}|<\/?\d+>/g),
  ].map((match) => match[0]);
  const choiceMarkers = choices.map((match) => `{${match[1]}, ${match[2]}}`);
  return [...new Set([...choiceMarkers, ...inside])].sort();
}
