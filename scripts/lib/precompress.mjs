// Writes brotli and gzip copies of a build's text files once, so the server sends them as they are
// instead of compressing the same bytes on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml)$/i;
/** Smaller files gain nothing worth a second request header. */
const MIN_BYTES = 1024;

/** Compresses every text file below `dir` to `<file>.br` and `<file>.gz`; answers how many. */
export function precompressDir(dir) {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    written++;
  }
  return written;
}
