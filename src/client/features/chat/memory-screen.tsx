import { useRouteParam } from '@client/app/use-route-param';
import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import type { EndpointOutput } from '@contract/api/endpoint';
import {
  MAX_MEMORY_FACT_LENGTH,
  type MemoryFact,
  type memoryListEndpoint,
} from '@contract/api/memory-endpoints';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { deleteMemory } from './api/delete-memory';
import { editMemory } from './api/edit-memory';
import { listMemory } from './api/list-memory';
import { MemoryChapters } from './memory-chapters';
import './memory-screen.css';

type MemoryPage = EndpointOutput<typeof memoryListEndpoint>;

/** One remembered fact: its words, the message it came from, and edit or delete. */
function FactItem({
  fact,
  conversationId,
  onSave,
  onDelete,
}: {
  fact: MemoryFact;
  conversationId: string;
  onSave(text: string): Promise<void>;
  onDelete(): void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    return (
      <li className="memory__fact">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) void onSave(draft.trim()).then(() => setDraft(null));
          }}
        >
          <textarea
            dir="auto"
            className="text-field memory__edit"
            value={draft}
            maxLength={MAX_MEMORY_FACT_LENGTH}
            aria-label={t`Memory`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="memory__buttons">
            <button type="submit" disabled={!draft.trim()}>{t`Save`}</button>
            <button type="button" onClick={() => setDraft(null)}>{t`Cancel`}</button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="memory__fact">
      <p className="memory__text">{fact.text}</p>
      {fact.sourceMessageId && fact.sourceExcerpt && (
        <Link
          className="memory__source"
          href={`/chat/${conversationId}?message=${fact.sourceMessageId}`}
        >
          {t`From your message: “${fact.sourceExcerpt}”`}
        </Link>
      )}
      <div className="memory__buttons">
        <button type="button" onClick={() => setDraft(fact.text)}>{t`Edit`}</button>
        <button type="button" onClick={onDelete}>{t`Delete`}</button>
      </div>
    </li>
  );
}

/** What a character remembers of one conversation; each fact can be edited or deleted. */
export default function MemoryScreen() {
  const { t } = useLingui();
  const conversationId = useRouteParam('conversationId') ?? '';
  const goBack = useGoBack(`/chat/${conversationId}`);
  const memoryKey = ['memory', conversationId] as const;
  const memory = useApiQuery({
    queryKey: memoryKey,
    queryFn: () => listMemory({ conversationId }),
  });
  const page = memory.data ?? null;
  const isMissing = memory.isError;
  /** Shows the memory as the server answered after a change. */
  const setPage = (next: MemoryPage) => queryClient.setQueryData<MemoryPage>(memoryKey, () => next);

  const name = page?.character.nick ?? '';
  const remove = async (fact: MemoryFact) => {
    const choice = await openConfirmDialog({
      message: t`${name} will forget this: “${fact.text}”`,
      confirmText: t`Forget`,
      isDestructive: true,
    });
    if (choice === 'confirm') setPage(await deleteMemory({ conversationId, factId: fact.id }));
  };

  return (
    <PageFrame title={page ? t`What ${name} remembers` : t`Memories`} onBack={goBack}>
      {isMissing && <p className="memory__empty">{t`This conversation does not exist.`}</p>}
      {page && page.list.length === 0 && (
        <p className="memory__empty">
          {t`Nothing yet. Tell ${name} about yourself, and what ${name} remembers shows up here.`}
        </p>
      )}
      {page && page.list.length > 0 && (
        <>
          <p className="memory__intro">
            {t`${name} keeps these in mind in every reply. Change or delete anything that is wrong.`}
          </p>
          <ul className="memory">
            {page.list.map((fact) => (
              <FactItem
                key={fact.id}
                fact={fact}
                conversationId={conversationId}
                onSave={async (text) =>
                  setPage(await editMemory({ conversationId, factId: fact.id, text }))
                }
                onDelete={() => void remove(fact).catch(() => {})}
              />
            ))}
          </ul>
        </>
      )}
      {page && <MemoryChapters conversationId={conversationId} name={name} />}
    </PageFrame>
  );
}
