import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { showToast } from '@client/components/toast/toast-store';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { Lorebook, LoreEntry } from '@contract/api/character-card-endpoints';
import { LOREBOOK_LIMITS } from '@contract/character-cards';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { deleteLoreEntry, listLorebook, saveLoreEntry } from './api/lorebook';

interface EntryDraft {
  id?: string;
  name: string;
  keys: string;
  content: string;
  enabled: boolean;
  constant: boolean;
}

const emptyDraft: EntryDraft = { name: '', keys: '', content: '', enabled: true, constant: false };

/** The keys typed as one line, comma-separated. */
const keysOf = (text: string) =>
  text
    .split(/[,،、，]/)
    .map((key) => key.trim())
    .filter(Boolean);

function EntryForm({
  draft,
  busy,
  onSave,
  onCancel,
}: {
  draft: EntryDraft;
  busy: boolean;
  onSave(draft: EntryDraft): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(draft);
  const canSave = keysOf(value.keys).length > 0 || value.constant;
  return (
    <form
      className="lorebook__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave && value.content.trim()) onSave(value);
      }}
    >
      <input
        type="text"
        aria-label={t`Entry name`}
        placeholder={t`Name (only you see it)`}
        maxLength={LOREBOOK_LIMITS.name}
        value={value.name}
        onChange={(event) => setValue({ ...value, name: event.currentTarget.value })}
      />
      <input
        type="text"
        aria-label={t`Keys`}
        placeholder={t`Keys, separated by commas: castle, Lena`}
        value={value.keys}
        onChange={(event) => setValue({ ...value, keys: event.currentTarget.value })}
      />
      <textarea
        aria-label={t`What she knows`}
        placeholder={t`What she knows when a key comes up`}
        rows={4}
        maxLength={LOREBOOK_LIMITS.content}
        value={value.content}
        onChange={(event) => setValue({ ...value, content: event.currentTarget.value })}
      />
      <label>
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => setValue({ ...value, enabled: event.currentTarget.checked })}
        />{' '}
        {t`On`}
      </label>
      <label>
        <input
          type="checkbox"
          checked={value.constant}
          onChange={(event) => setValue({ ...value, constant: event.currentTarget.checked })}
        />{' '}
        {t`Always in mind, keys or not`}
      </label>
      <div className="lorebook__actions">
        <Button size="s" type="submit" loading={busy} disabled={!canSave || !value.content.trim()}>
          {t`Save entry`}
        </Button>
        <Button size="s" mode="gray" type="button" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

/**
 * Her lorebook on her page: keyword-triggered facts. When a recent message has an entry's key,
 * the entry joins what she keeps in mind for her reply.
 */
export default function LorebookEditor({ characterId }: { characterId: string }) {
  const { t } = useLingui();
  const key = ['lorebook', characterId] as const;
  const book = useApiQuery({ queryKey: key, queryFn: () => listLorebook({ characterId }) });
  const saving = useExclusiveAction();
  const [editing, setEditing] = useState<EntryDraft | null>(null);
  const setBook = (next: Lorebook) => queryClient.setQueryData<Lorebook>(key, () => next);

  const save = (draft: EntryDraft) =>
    saving.run(async () => {
      setBook(
        await saveLoreEntry({
          characterId,
          ...(draft.id ? { id: draft.id } : {}),
          name: draft.name.trim(),
          keys: keysOf(draft.keys),
          content: draft.content.trim(),
          enabled: draft.enabled,
          constant: draft.constant,
        }),
      );
      setEditing(null);
      showToast(t`Entry saved`);
    });
  const remove = (entry: LoreEntry) =>
    saving.run(async () => {
      const choice = await openConfirmDialog({
        message: t`Delete this lorebook entry?`,
        confirmText: t`Delete`,
        isDestructive: true,
      });
      if (choice === 'confirm') setBook(await deleteLoreEntry({ characterId, id: entry.id }));
    });

  const page = book.data ?? null;
  if (!page) {
    return book.error ? (
      <button type="button" className="text-button" onClick={() => void book.refetch()}>
        {t`Could not load the lorebook. Tap to try again.`}
      </button>
    ) : (
      <div className="app-screen-loading" aria-busy="true" />
    );
  }
  const count = page.entries.length;
  return (
    <div className="lorebook">
      <p className="wizard-hint">
        {t`Facts she recalls when a key comes up in the chat: places, people, her past. ${count} of ${page.maxEntries} entries.`}
      </p>
      {page.entries.map((entry) =>
        editing?.id === entry.id ? (
          <EntryForm
            key={entry.id}
            draft={editing}
            busy={saving.isBusy}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <article
            key={entry.id}
            className={`lorebook__entry${entry.enabled ? '' : ' lorebook__entry--off'}`}
          >
            <p className="lorebook__keys">
              {entry.name ? `${entry.name}: ` : ''}
              {entry.constant ? t`always` : entry.keys.join(', ')}
            </p>
            <p className="lorebook__content">{entry.content}</p>
            <div className="lorebook__actions">
              <button
                type="button"
                className="text-button"
                onClick={() =>
                  setEditing({
                    id: entry.id,
                    name: entry.name,
                    keys: entry.keys.join(', '),
                    content: entry.content,
                    enabled: entry.enabled,
                    constant: entry.constant,
                  })
                }
              >
                {t`Edit`}
              </button>
              <button type="button" className="text-button" onClick={() => void remove(entry)}>
                {t`Delete`}
              </button>
            </div>
          </article>
        ),
      )}
      {editing && !editing.id ? (
        <EntryForm
          draft={editing}
          busy={saving.isBusy}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        count < page.maxEntries && (
          <Button size="m" mode="bezeled" stretched onClick={() => setEditing(emptyDraft)}>
            {t`Add an entry`}
          </Button>
        )
      )}
    </div>
  );
}
