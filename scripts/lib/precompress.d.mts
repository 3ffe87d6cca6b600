/** Compresses every text file below `dir` to `<file>.br` and `<file>.gz`; answers how many. */
export function precompressDir(dir: string): number;
