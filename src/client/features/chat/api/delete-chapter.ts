import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { CHAPTER_PATHS } from '@contract/api/chapter-paths';

/** Makes her forget a chapter; answers the whole list. */
export function deleteChapter(
  params: CallParams<typeof CHAPTER_PATHS.chapterDelete>,
  options?: CallOptions,
) {
  return callApi(CHAPTER_PATHS.chapterDelete, params, options);
}
