// @vitest-environment node
// The idle preload asks the server for a screen's files by the module name written beside its
// `import()` in screens.ts (Vite needs the import as a literal): a name that drifted from its
// import would preload the wrong files, or none.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(import.meta.dirname, '../../../src/client');
const source = readFileSync(path.join(CLIENT, 'app/screens.ts'), 'utf8').replace(/\s+/g, ' ');

describe('the screen table', () => {
  it('names each screen by the module it imports, and the module exists', () => {
    const calls = [
      ...source.matchAll(/\bscreen\( ?'([^']*)', ?\(\) => import\('\.\.\/([^']*)'\)/g),
    ];
    // Every screen(...) call but the function's own declaration.
    expect(calls.length).toBe(source.split(/\bscreen\(/).length - 2);
    expect(calls.length).toBeGreaterThan(30);
    for (const [, name, imported] of calls) {
      expect(name).toBe(imported);
      expect(existsSync(path.join(CLIENT, `${name}.tsx`)), `${name}.tsx`).toBe(true);
    }
  });
});
