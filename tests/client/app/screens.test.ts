// @vitest-environment node
// The idle preload asks the server for a screen's files by the module and catalog part that
// screen-files.ts names for its route; screens.ts imports them (Vite needs each `import()` as a
// literal). A table that drifted from the imports would preload the wrong files, or none.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_FILES } from '../../../src/client/app/screen-files';

const source = readFileSync(
  path.resolve(import.meta.dirname, '../../../src/client/app/screens.ts'),
  'utf8',
).replace(/\s+/g, ' ');

/** `screen(() => import('../module'), 'part')` as written in screens.ts. */
const SCREEN_CALL = String.raw`screen\( ?\(\) => import\('\.\.\/([^']+)'\),? ?(?:'(\w+)',? ?)?\)`;

/** Each route of screens.ts with the module it imports and the part it loads. */
function importedScreens(): Map<string, { module: string; part?: string }> {
  const named = new Map<string, { module: string; part?: string }>();
  for (const [, name, module, part] of source.matchAll(
    new RegExp(`const (\\w+) = ${SCREEN_CALL}`, 'g'),
  )) {
    named.set(name ?? '', { module: module ?? '', ...(part ? { part } : {}) });
  }
  const table = source.slice(
    source.indexOf('export const SCREENS'),
    source.indexOf('const lazyByScreen'),
  );
  const routes = new Map<string, { module: string; part?: string }>();
  const entry = new RegExp(`(\\w+): ${SCREEN_CALL}|(\\w+): (\\w+),|(?<=[{,] )(\\w+),`, 'g');
  for (const [, route, module, part, aliasRoute, alias, shorthand] of table.matchAll(entry)) {
    if (route) routes.set(route, { module: module ?? '', ...(part ? { part } : {}) });
    else if (aliasRoute) routes.set(aliasRoute, named.get(alias ?? '') ?? { module: `? ${alias}` });
    else if (shorthand) routes.set(shorthand, named.get(shorthand) ?? { module: `? ${shorthand}` });
  }
  return routes;
}

describe('the screen table', () => {
  it('names for every route the module and catalog part screens.ts loads', () => {
    expect(Object.fromEntries(importedScreens())).toEqual(SCREEN_FILES);
  });
});
