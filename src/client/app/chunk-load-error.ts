import { reloadWithGuard } from './reload-guard';

/** True for the errors browsers raise when a lazily loaded chunk cannot be fetched. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Spec §4: a chunk that fails to load (usually removed by a deploy) reloads the page, which then
 * fetches the new build. Returns true when it reloads; false for other errors or when the same
 * page was reloaded less than 10 s ago, so the caller handles the error itself.
 */
export function reloadOnChunkError(error: unknown): boolean {
  return (
    isChunkLoadError(error) && reloadWithGuard(window.location.pathname + window.location.search)
  );
}
