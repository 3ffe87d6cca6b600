/** Runs `vite build` for the target unless the last build came from the same inputs. */
export function ensureBuild(
  target?: 'client' | 'harness',
  options?: { log?: (message: string) => void },
): boolean;
