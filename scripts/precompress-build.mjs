// npm run build's last step: brotli and gzip copies of the built client's text files.
import path from 'node:path';
import { precompressDir } from './lib/precompress.mjs';

const dir = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist/client');
console.log(`precompressed ${precompressDir(dir)} files in ${path.relative(process.cwd(), dir)}`);
