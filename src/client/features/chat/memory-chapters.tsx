import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import {
  type Chapter,
  type chapterListEndpoint,
  MAX_CHAPTER_SUMMARY_LENGTH,
  MAX_CHAPTER_TITLE_LENGTH,
} from '@contract/api/chapter-endpoints';
import type { EndpointOutput } from '@contract/api/endpoint';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deleteChapter } from './api/delete-chapter';
import { editChapter } from './api/edit-chapter';
import { listChapters } from './api/list-chapters';
import { rewriteChapter } from './api/rewrite-chapter';

type ChapterPage = EndpointOutput<typeof chapterListEndpoint>;

/** How often the list is asked again while she writes a chapter. */
const WRITING_POLL_MS = 2000;

/** A chapter's title and summary being edited. */
function ChapterForm({
  chapter,
  onSave,
  onCancel,
}: {
  chapter: Chapter;
  onSave(text: { title: string; summary: string }): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const { number } = chapter;
  const [title, setTitle] = useState(chapter.title || t`Chapter ${number}`);
  const [summary, setSummary] = useState(chapter.summary);
  const isComplete = title.trim() !== '' && summary.trim() !== '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete) void onSave({ title: title.trim(), summary: summary.trim() });
      }}
    >
      <input
        dir="auto"
        className="text-field memory__chapter-title-field"
        value={title}
        maxLength={MAX_CHAPTER_TITLE_LENGTH}
        aria-label={t`Title`}
        onChange={(event) => setTitle(event.target.value)}
      />
      <textarea
        dir="auto"
        className="text-field memory__edit memory__chapter-summary-field"
        value={summary}
        maxLength={MAX_CHAPTER_SUMMARY_LENGTH}
        aria-label={t`Summary`}
        onChange={(event) => setSummary(event.target.value)}
      />
      <div className="memory__buttons">
        <button type="submit" disabled={!isComplete}>{t`Save`}</button>
        <button type="button" onClick={onCancel}>{t`Cancel`}</button>
      </div>
    </form>
  );
}

/** One chapter: its title and summary, and edit, write again or delete. */
function ChapterItem({
  chapter,
  name,
  onSave,
  onRewrite,
  onDelete,
}: {
  chapter: Chapter;
  name: string;
  onSave(text: { title: string; summary: string }): Promise<void>;
  onRewrite(): void;
  onDelete(): void;
}) {
  const { t } = useLingui();
  const [isEditing, setEditing] = useState(false);
  const { number } = chapter;
  const heading = chapter.title || t`Chapter ${number}`;
  const isWriting = chapter.state === 'writing';
  return (
    <li className="memory__chapter" aria-busy={isWriting}>
      <h3 className="memory__chapter-title" dir="auto">
        {heading}
      </h3>
      {isEditing ? (
        <ChapterForm
          chapter={chapter}
          onCancel={() => setEditing(false)}
          onSave={(text) => onSave(text).then(() => setEditing(false))}
        />
      ) : (
        <>
          {isWriting && <p className="memory__note">{t`${name} is writing this chapter…`}</p>}
          {chapter.source === 'fragments' && !isWriting && (
            <p className="memory__note">
              {t`${name} could not write this chapter, so it keeps the start of each message. Write it again, or write it yourself.`}
            </p>
          )}
          {chapter.summary && (
            <p className="memory__text" dir="auto">
              {chapter.summary}
            </p>
          )}
          {!isWriting && (
            <div className="memory__buttons">
              <button type="button" onClick={() => setEditing(true)}>{t`Edit`}</button>
              <button type="button" onClick={onRewrite}>{t`Write it again`}</button>
              <button type="button" onClick={onDelete}>{t`Delete`}</button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** The chapters of a conversation's story as she wrote them, newest first, in the memory screen. */
export function MemoryChapters({ conversationId, name }: { conversationId: string; name: string }) {
  const { t } = useLingui();
  const chaptersKey = ['chapters', conversationId] as const;
  const cached = queryClient.getState<ChapterPage>(chaptersKey).data;
  const chapters = useApiQuery({
    queryKey: chaptersKey,
    queryFn: () => listChapters({ conversationId }),
    // While she writes one, the list is asked again until it is done.
    refetchInterval: cached?.list.some((chapter) => chapter.state === 'writing')
      ? WRITING_POLL_MS
      : false,
  });
  const page = chapters.data;
  if (!page) return null;
  const setPage = (next: ChapterPage) =>
    queryClient.setQueryData<ChapterPage>(chaptersKey, () => next);

  const remove = async (chapter: Chapter) => {
    const choice = await openConfirmDialog({
      message: t`${name} will forget this chapter. The messages stay.`,
      confirmText: t`Forget`,
      isDestructive: true,
    });
    if (choice === 'confirm') {
      setPage(await deleteChapter({ conversationId, chapterId: chapter.id }));
    }
  };
  const every = page.chapterMessages;
  const since = page.messagesSince;

  return (
    <section className="memory__chapters" aria-labelledby="memory-chapters-heading">
      <h2 id="memory-chapters-heading" className="memory__heading">{t`Chapters`}</h2>
      <p className="memory__intro">
        {t`${name} writes a chapter of your story every ${every} messages. Next chapter: ${since} of ${every}.`}
      </p>
      {page.list.length > 0 && (
        <ul className="memory">
          {page.list.map((chapter) => (
            <ChapterItem
              key={chapter.id}
              chapter={chapter}
              name={name}
              onSave={async (text) =>
                setPage(await editChapter({ conversationId, chapterId: chapter.id, ...text }))
              }
              onRewrite={() =>
                void rewriteChapter({ conversationId, chapterId: chapter.id })
                  .then(setPage)
                  .catch(() => {})
              }
              onDelete={() => void remove(chapter).catch(() => {})}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
