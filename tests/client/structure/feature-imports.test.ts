// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync, Visitor } from 'vite';
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

/** A string literal's value, or undefined for a computed specifier (a locale's catalog). */
const literal = (node: { type: string; value?: unknown } | null | undefined) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** Every specifier the visitor below meets in the file being read (reset per file). */
let specifiers: (string | undefined)[] = [];

/**
 * Static, type-only, re-exported and dynamic imports, and `import('…')` in types, read with Vite's
 * own parser (Oxc): TypeScript 7 no longer ships the JavaScript API (`preProcessFile`) used before.
 */
const importVisitor = new Visitor({
  ImportDeclaration: (node) => specifiers.push(node.source.value),
  ExportNamedDeclaration: (node) => specifiers.push(literal(node.source)),
  ExportAllDeclaration: (node) => specifiers.push(node.source.value),
  ImportExpression: (node) => specifiers.push(literal(node.source)),
  TSImportType: (node) => specifiers.push(node.source.value),
});

function importsOf(file: string): string[] {
  specifiers = [];
  importVisitor.visit(parseSync(file, readFileSync(join(root, file), 'utf8')).program);
  return specifiers
    .flatMap((specifier) => (specifier === undefined ? [] : [target(file, specifier)]))
    .filter((path): path is string => path !== undefined);
}

const files = [...sourceFiles('src/client'), ...sourceFiles('src/server')];
const edges = files.flatMap((file) => importsOf(file).map((to) => ({ from: file, to })));

const featureOf = (path: string) => /^src\/(client|server)\/features\/([^/]+)\//.exec(path);

describe('layers', () => {
  it('reads every kind of import: static, type-only, and import() in a type', () => {
    expect(edges).toContainEqual({ from: 'src/server/main.ts', to: 'src/server/app' });
    expect(edges).toContainEqual({
      from: 'src/server/features/mail/mailer.ts',
      to: 'src/server/config/env',
    });
    expect(edges).toContainEqual({ from: 'src/client/env.d.ts', to: 'src/contract/brands' });
  });

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
