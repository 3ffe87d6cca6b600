import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { CHAPTER_PATHS } from '@contract/api/chapter-paths';

/** The chapters of one of my conversations, newest first. */
export function listChapters(
  params: CallParams<typeof CHAPTER_PATHS.chapterList>,
  options?: CallOptions,
) {
  return callApi(CHAPTER_PATHS.chapterList, params, options);
}
