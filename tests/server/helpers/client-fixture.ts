import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A small stand-in for `dist/client`, shaped like a real build, for server tests. */
export function writeClientFixture(brand = 'velora', buildId = 'build-test-1'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-fixture-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'builds'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en-US" dir="ltr"><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"App"}');
  writeFileSync(
    path.join(dir, 'builds', 'latest.json'),
    JSON.stringify({ buildId, brand, builtAt: new Date(0).toISOString() }),
  );
  return dir;
}
