import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isBrandKey } from '@contract/brands';
import { z } from 'zod';

/** What `vite build` writes to `builds/latest.json`: the build id and the brand it was built for. */
export const buildInfoSchema = z.object({
  buildId: z.string().min(1),
  brand: z.string().refine(isBrandKey, 'unknown brand'),
  builtAt: z.string(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export interface ClientBuild {
  dir: string;
  info: BuildInfo;
  indexHtml: string;
}

/** Loads the built client from `dir`, or null when there is none (API-only and dev mode). */
export function loadClientBuild(dir: string): ClientBuild | null {
  const root = path.resolve(dir);
  const indexPath = path.join(root, 'index.html');
  const infoPath = path.join(root, 'builds', 'latest.json');
  if (!existsSync(indexPath) || !existsSync(infoPath)) return null;
  const info = buildInfoSchema.parse(JSON.parse(readFileSync(infoPath, 'utf8')));
  return { dir: root, info, indexHtml: readFileSync(indexPath, 'utf8') };
}
