import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { CHAPTER_PATHS } from '@contract/api/chapter-paths';

/** Asks her to write a chapter again; answers the whole list. */
export function rewriteChapter(
  params: CallParams<typeof CHAPTER_PATHS.chapterRewrite>,
  options?: CallOptions,
) {
  return callApi(CHAPTER_PATHS.chapterRewrite, params, options);
}
