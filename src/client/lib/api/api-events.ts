import type { CallOptions } from './api-client';
import type { ApiError } from './api-error';

type ApiErrorListener = (error: ApiError, options: CallOptions) => void;

const listeners = new Set<ApiErrorListener>();

/** Subscribes to every failed API call; the app-level listener uses it. */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiError(error: ApiError, options: CallOptions): void {
  for (const listener of listeners) listener(error, options);
}
