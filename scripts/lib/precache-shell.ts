import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/**
 * Keeps in the service worker's precache only the app's shell for offline use: the page, what it
 * links (the entry script, its imports and stylesheet) and the maintenance picture. Every screen,
 * every language's catalog and the brands' files are left to the runtime cache, fetched when
 * first used (issue 19: a first visit downloaded all twenty catalogs and every screen, 551 kB,
 * for the precache). The brand's logo, its 192 px icon and the web manifest are not precached
 * either: the page has just fetched them, and the precache fetches past the browser's cache, so
 * they crossed the wire twice on a first visit (issue 37). The page puts the pictures it loaded
 * into the runtime cache itself (src/client/app/offline-assets.ts).
 */
export function precacheShellOnly(outDir: string): ManifestTransform {
  return (entries) => {
    const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const linked = new Set(
      [...page.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    linked.delete(MANIFEST_FILE);
    for (const file of linked) if (file.startsWith('brands/')) linked.delete(file);
    const shell = new Set(['index.html', 'images/maintenance.svg', ...linked]);
    return { manifest: entries.filter((entry) => shell.has(entry.url)) };
  };
}

const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * vite-plugin-pwa adds the web manifest to the precache after every transform (it has no option
 * against it); this takes it out of the written worker, once the plugin has written it.
 */
export function dropManifestFromPrecache(swFile: string): Plugin {
  return {
    name: 'drop-manifest-from-precache',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const worker = readFileSync(swFile, 'utf8');
        const entry = /,?\{url:"manifest\.webmanifest",revision:"[0-9a-f]+"\}/g;
        if (!entry.test(worker)) {
          throw new Error(`${swFile}: no precache entry of the web manifest to drop`);
        }
        writeFileSync(
          swFile,
          worker.replace(entry, '').replace('precacheAndRoute([,', 'precacheAndRoute(['),
        );
      },
    },
  };
}
