/**
 * Paths of a conversation's chapters (her summaries of the story so far). Apart from
 * `ENDPOINT_PATHS` because only the memory screen calls them: other first loads skip them.
 */
export const CHAPTER_PATHS = {
  chapterList: '/v1/session/chapter/list',
  chapterEdit: '/v1/session/chapter/edit',
  chapterDelete: '/v1/session/chapter/delete',
  chapterRewrite: '/v1/session/chapter/rewrite',
} as const;
