import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface PoEntry {
  msgid: string;
  msgstr: string;
  /** Lingui marks entries whose id is a key such as `PageLimit_Desc`. */
  hasExplicitId: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

/** Reads `locales/<locale>/messages.po` into its entries (the header entry left out). */
export function readCatalog(locale: string): PoEntry[] {
  const text = readFileSync(path.join(ROOT, 'locales', locale, 'messages.po'), 'utf8');
  const entries: PoEntry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    let msgid = '';
    let msgstr = '';
    let field: 'msgid' | 'msgstr' | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('msgid ')) {
        field = 'msgid';
        msgid = unquote(line);
      } else if (line.startsWith('msgstr ')) {
        field = 'msgstr';
        msgstr = unquote(line);
      } else if (line.startsWith('"') && field) {
        if (field === 'msgid') msgid += unquote(line);
        else msgstr += unquote(line);
      }
    }
    if (msgid)
      entries.push({ msgid, msgstr, hasExplicitId: block.includes('js-lingui-explicit-id') });
  }
  return entries;
}

/** The `{name}` placeholders and `<0>` tags of a message, sorted, to compare across languages. */
export function markersOf(message: string): string[] {
  return [...message.matchAll(/\{[^{}]+\}|<\/?\d+>/g)].map((match) => match[0]).sort();
}
