import {
  chapterDeleteEndpoint,
  chapterEditEndpoint,
  chapterListEndpoint,
  chapterRewriteEndpoint,
} from '@contract/api/chapter-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../../api/endpoint-handler';
import { loadUser } from '../../../api/load-user';
import { answerLanguage } from '../../characters/character-views';
import { checkPromptSafety } from '../../safety/prompt-safety';
import { loadOwnConversation } from '../conversation-access';
import { deleteChapter, editChapter, listChapters, rewriteChapter } from './chapter-queries';

/** The caller's own conversation, or 2010 for another user's or none. */
async function ownConversation(context: HandlerContext, conversationId: string) {
  await loadOwnConversation(context.db, signedInUid(context), conversationId);
}

/**
 * Refuses a chapter text the safety checker would refuse as a prompt: every later reply of the
 * conversation reads it. A minor by word or age (2150), a real person (2151).
 */
function assertSafeChapterEdit(text: { title: string; summary: string }) {
  for (const part of [`${text.title}. ${text.summary}`, text.title]) {
    const verdict = checkPromptSafety(part);
    if (verdict.isSafe) continue;
    throw verdict.reason === 'minor'
      ? new ApiFailure(
          REFUSAL_CODE.unsafeChapter,
          'A chapter must be about adults: nothing was saved',
        )
      : new ApiFailure(
          REFUSAL_CODE.realPersonChapter,
          'A chapter cannot be about a real person: nothing was saved',
        );
  }
}

export const chapterRoutes = [
  implement(chapterListEndpoint, async ({ conversationId }, context) => {
    await ownConversation(context, conversationId);
    return listChapters(context.db, conversationId);
  }),

  implement(chapterEditEndpoint, async ({ conversationId, chapterId, title, summary }, context) => {
    await ownConversation(context, conversationId);
    assertSafeChapterEdit({ title, summary });
    await editChapter(context.db, { conversationId, chapterId, title, summary });
    return listChapters(context.db, conversationId);
  }),

  implement(chapterDeleteEndpoint, async ({ conversationId, chapterId }, context) => {
    await ownConversation(context, conversationId);
    await deleteChapter(context.db, { conversationId, chapterId });
    return listChapters(context.db, conversationId);
  }),

  implement(chapterRewriteEndpoint, async ({ conversationId, chapterId, lang }, context) => {
    await ownConversation(context, conversationId);
    const user = await loadUser(context.db, signedInUid(context));
    const language = answerLanguage(lang, user.lang);
    const id = await rewriteChapter(context.db, { conversationId, chapterId, language });
    await context.services.chat.chapters?.wake(id);
    return listChapters(context.db, conversationId);
  }),
];
