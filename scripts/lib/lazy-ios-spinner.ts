import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WRAPPER = fileURLToPath(
  new URL('../../src/client/components/lazy-ios-spinner/lazy-ios-spinner.tsx', import.meta.url),
);

/**
 * Makes telegram-ui's iOS spinner a lazy chunk. The library's Spinner picks it or the base one by
 * platform at run time, so a bundler keeps both: the iOS frames sat in the entry of every page.
 * Only the Spinner's own import is redirected; the wrapper imports the original by its full path.
 */
export function lazyIosSpinner(): Plugin {
  return {
    name: 'lazy-ios-spinner',
    enforce: 'pre',
    resolveId(source, importer) {
      const isSpinnerImport =
        source === './components/IOSSpinner/IOSSpinner' &&
        importer?.replaceAll('\\', '/').endsWith('/components/Feedback/Spinner/Spinner.js');
      return isSpinnerImport ? WRAPPER : null;
    },
  };
}
