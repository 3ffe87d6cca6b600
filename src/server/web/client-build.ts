import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isBrandKey } from '@contract/brands';
import { z } from 'zod';

/** What `vite build` writes to `builds/latest.json`: the build id and the brand it was built for. */
const buildInfoSchema = z.object({
  buildId: z.string().min(1),
  brand: z.string().refine(isBrandKey, 'unknown brand'),
  builtAt: z.string(),
});
type BuildInfo = z.infer<typeof buildInfoSchema>;

/** One chunk of Vite's build manifest (`.vite/manifest.json`), keyed by its source file. */
const manifestChunkSchema = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), manifestChunkSchema);
export type BuildManifest = z.infer<typeof manifestSchema>;

/**
 * The texts the server writes into a page before its scripts run, per language
 * (scripts/lib/page-texts.ts writes them at build time from the catalogs).
 */
const pageTextsSchema = z.record(
  z.string(),
  z.object({
    description: z.string(),
    titles: z.record(z.string(), z.string()),
    /** Settings' sign-in cell; missing in older builds. */
    signIn: z.object({ section: z.string(), action: z.string(), reason: z.string() }).optional(),
    /** The age check's texts; missing in older builds. */
    ageCheck: z
      .object({
        title: z.string(),
        text: z.string(),
        confirm: z.string(),
        underAge: z.string(),
        legal: z.string(),
      })
      .optional(),
  }),
);
export type PageTexts = z.infer<typeof pageTextsSchema>[string];

export interface ClientBuild {
  dir: string;
  info: BuildInfo;
  indexHtml: string;
  /** Vite's manifest, to preload a screen's and a language's chunks; null in older builds. */
  manifest: BuildManifest | null;
  /** Page texts by language; null in older builds. */
  pageTexts: Record<string, PageTexts> | null;
  /** The entry's stylesheets by address, to write into pages instead of linking them. */
  entryCss: Map<string, string>;
}

function readJson<T>(file: string, schema: z.ZodType<T>): T | null {
  return existsSync(file) ? schema.parse(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/** Loads the built client from `dir`, or null when there is none (API-only and dev mode). */
export function loadClientBuild(dir: string): ClientBuild | null {
  const root = path.resolve(dir);
  const indexPath = path.join(root, 'index.html');
  const infoPath = path.join(root, 'builds', 'latest.json');
  if (!existsSync(indexPath) || !existsSync(infoPath)) return null;
  const info = buildInfoSchema.parse(JSON.parse(readFileSync(infoPath, 'utf8')));
  const manifest = readJson(path.join(root, '.vite', 'manifest.json'), manifestSchema);
  const entryCss = new Map(
    Object.values(manifest ?? {})
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.css ?? [])
      .map((file) => [`/${file}`, readFileSync(path.join(root, file), 'utf8')] as const),
  );
  return {
    dir: root,
    info,
    indexHtml: readFileSync(indexPath, 'utf8'),
    manifest,
    pageTexts: readJson(path.join(root, 'builds', 'page-texts.json'), pageTextsSchema),
    entryCss,
  };
}

/**
 * The files a lazily loaded module needs that the entry does not already bring: its chunk, the
 * chunks it imports, and their stylesheets. Empty when the build does not know the module.
 */
export function chunkFilesOf(manifest: BuildManifest, source: string) {
  const entryKeys = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryKeys);
  const keys = new Set<string>();
  collect(source, keys);
  const chunks = [...keys].filter((key) => !entryKeys.has(key)).map((key) => manifest[key]);
  return {
    scripts: chunks.map((chunk) => `/${chunk?.file}`),
    styles: chunks.flatMap((chunk) => chunk?.css ?? []).map((file) => `/${file}`),
  };
}
