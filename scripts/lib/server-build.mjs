import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputsHash } from './inputs-hash.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, 'dist/server');
/** The bundles; dist/server/<name>.js turns Node's compile cache on and then loads its bundle. */
const BUNDLE_DIR = path.join(OUT_DIR, 'bundle');
const STAMP = path.join(ROOT, 'dist/.server-build-stamp');

/** Every program the server side runs as its own process, by output name. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'support-cli': 'src/server/support-cli.ts',
  'funnel-cli': 'src/server/funnel-cli.ts',
  // Imported by `npm start` (scripts/lib/local-bot-api.mjs) when LOCAL_BOT_API=1.
  'local-bot-api': 'src/server/providers/telegram/local-bot-api/local-bot-api.ts',
};

/** Libraries left in node_modules, loaded at run time. */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'sharp',
  '@ffmpeg-installer/ffmpeg',
  'pg-native',
  'pino',
];

const COMMONJS_GLOBALS = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { dirname as __pathDirname } from 'node:path';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join('\n');

/** The programs started as processes: each gets a launcher, dist/server/<name>.js. */
const PROGRAMS = ['main', 'support-cli', 'funnel-cli'];

/**
 * A program's first module: it turns the compile cache on before anything else loads (a static
 * import would load the whole bundle before this module's first line), so warm starts skip
 * compiling.
 */
const launcher = (name) => `// Built by scripts/lib/server-build.mjs.
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
await import('./bundle/${name}.js');
`;

const INPUTS = [
  'src/server',
  'src/contract',
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/server-build.mjs',
  'scripts/lib/inputs-hash.mjs',
];

/**
 * Code that finds files beside its source (`new URL('./x.json', import.meta.url)`: migrations,
 * catalogues, workflows) keeps finding them from dist/server: `import.meta.url` becomes the
 * source file's URL, worked out from where the bundle is at run time (so the folder can move).
 */
const sourceUrlPlugin = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromOut = path.relative(BUNDLE_DIR, args.path).split(path.sep).join('/');
      const replaced = text.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`,
      );
      return { contents: replaced, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Builds dist/server now. */
export async function buildServer() {
  const esbuild = await import('esbuild');
  rmSync(OUT_DIR, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, input]) => ({ out, in: input })),
    outdir: BUNDLE_DIR,
    bundle: true,
    // Libraries are bundled too: resolving and loading hundreds of their modules one by one was a
    // good part of a start. Those that find files of their own (PGlite's WASM, sharp's and
    // ffmpeg's binaries) or load optional native add-ons stay in node_modules.
    external: EXTERNAL_PACKAGES,
    // Bundled CommonJS libraries call `require` for Node's modules (and ioredis names __dirname).
    banner: { js: COMMONJS_GLOBALS },
    // node-fetch 2's tr46 asks for Node's deprecated punycode module; the npm package is the same.
    alias: { punycode: 'punycode/' },
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // The maps name the files (all shipped) instead of holding their text: Node loads the maps
    // of a program with --enable-source-maps, and the libraries' text made them 16 MB.
    sourcesContent: false,
    // Log lines and stack traces keep the functions' names.
    keepNames: true,
    logLevel: 'warning',
    plugins: [sourceUrlPlugin],
  });
  for (const name of PROGRAMS) {
    writeFileSync(path.join(OUT_DIR, `${name}.js`), launcher(name));
  }
}

/**
 * Builds the server unless the last build came from the same inputs. Without esbuild (`npm ci
 * --omit=dev`) the shipped build is used. Answers whether it built.
 */
export async function ensureServerBuild({ log = console.log } = {}) {
  const expected = inputsHash(INPUTS);
  const isFresh =
    existsSync(path.join(OUT_DIR, 'main.js')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === expected;
  if (isFresh) return false;
  if (!existsSync(path.join(ROOT, 'node_modules/esbuild'))) {
    if (existsSync(path.join(OUT_DIR, 'main.js'))) {
      log('esbuild is not installed: running the existing server build in dist/server.');
      return false;
    }
    throw new Error(
      'There is no server build in dist/server and esbuild is not installed (npm ci --omit=dev). ' +
        'Run `npm run build` where the dev dependencies are installed and ship dist/ with the app.',
    );
  }
  log('Building the server (dist/server)…');
  await buildServer();
  writeFileSync(STAMP, expected);
  return true;
}

/** The file URL of a compiled entry's bundle, to import it, e.g. `serverEntryUrl('local-bot-api')`. */
export function serverEntryUrl(name) {
  return pathToFileURL(path.join(BUNDLE_DIR, `${name}.js`)).href;
}

// `node scripts/lib/server-build.mjs` builds (used by `npm run build`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  writeFileSync(STAMP, inputsHash(INPUTS));
}
