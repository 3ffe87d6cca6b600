import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { CHAPTER_PATHS } from '@contract/api/chapter-paths';

/** Rewrites a chapter's title and summary; answers the whole list. */
export function editChapter(
  params: CallParams<typeof CHAPTER_PATHS.chapterEdit>,
  options?: CallOptions,
) {
  return callApi(CHAPTER_PATHS.chapterEdit, params, options);
}
