import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/**
 * Keeps in the service worker's precache only the app's shell: the page, what it links (the entry
 * script, its imports and stylesheet), the web manifest, and the brand's logo, icon and the
 * maintenance picture. Every screen, every language's catalog and the other brands' files are
 * left to the runtime cache, fetched when first used (issue 19: a first visit downloaded all
 * twenty catalogs and every screen, 551 kB, for the precache).
 */
export function precacheShellOnly(outDir: string, brandKey: string): ManifestTransform {
  return (entries) => {
    const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const linked = new Set(
      [...page.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    const shell = new Set([
      'index.html',
      'manifest.webmanifest',
      'images/maintenance.svg',
      `brands/${brandKey}/logo.svg`,
      `brands/${brandKey}/icon-192.png`,
      ...linked,
    ]);
    return { manifest: entries.filter((entry) => shell.has(entry.url)) };
  };
}
