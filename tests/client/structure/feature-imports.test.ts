// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/ARCHITECTURE (STYLE.md 1 and 14), read from the source: every static,
 * type-only and dynamic import of src/client and src/server, resolved through the aliases.
 */
const root = resolve(import.meta.dirname, '../../..');
const ALIASES: Record<string, string> = {
  '@client/': 'src/client/',
  '@server/': 'src/server/',
  '@contract/': 'src/contract/',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The repository path an import points at (without extension), or undefined for a package. */
function target(from: string, specifier: string): string | undefined {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (!specifier.startsWith('.')) return undefined;
  return relative(root, resolve(root, dirname(from), specifier));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((entry) => target(file, entry.fileName))
    .filter((path): path is string => path !== undefined);
}

const files = [...sourceFiles('src/client'), ...sourceFiles('src/server')];
const edges = files.flatMap((file) => importsOf(file).map((to) => ({ from: file, to })));

const featureOf = (path: string) => /^src\/(client|server)\/features\/([^/]+)\//.exec(path);

describe('layers', () => {
  it('keeps the client and the server apart', () => {
    const crossing = edges.filter(
      ({ from, to }) =>
        (from.startsWith('src/client/') && to.startsWith('src/server/')) ||
        (from.startsWith('src/server/') && to.startsWith('src/client/')),
    );
    expect(crossing).toEqual([]);
  });

  it('has no pair of features importing each other', () => {
    const pairs = new Set<string>();
    for (const { from, to } of edges) {
      const a = featureOf(from);
      const b = featureOf(to);
      if (a && b && a[1] === b[1] && a[2] !== b[2]) pairs.add(`${a[1]} ${a[2]} ${b[2]}`);
    }
    const mutual = [...pairs].filter((pair) => {
      const [side, a = '', b = ''] = pair.split(' ');
      return a < b && pairs.has(`${side} ${b} ${a}`);
    });
    expect(mutual).toEqual([]);
  });

  it('reads every feature folder', () => {
    // Guards the test itself: a path change that left it reading nothing would pass silently.
    expect(edges.filter(({ from }) => featureOf(from)).length).toBeGreaterThan(100);
  });
});
