import { NICK_MAX_LENGTH } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';

/** Her name as a heading, with a way to rename her (`edit-nick`). */
export function NameEditor({
  name,
  onRename,
}: {
  name: string;
  /** Saves the new name; rejects when refused (the API error listener said why). */
  onRename(name: string): Promise<void>;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  if (draft === null) {
    return (
      <div className="name-editor">
        <h2 className="name-editor__name">{name}</h2>
        <button type="button" className="text-button" onClick={() => setDraft(name)}>
          {t`Rename`}
        </button>
      </div>
    );
  }
  const save = async () => {
    if (!draft.trim()) return;
    setIsSaving(true);
    try {
      await onRename(draft.trim());
      setDraft(null);
    } catch {
      // Shown by the API error listener.
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <div className="name-editor name-editor--open">
      <input
        dir="auto"
        className="text-field field__input"
        aria-label={t`Name`}
        value={draft}
        maxLength={NICK_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button size="s" mode="gray" onClick={() => setDraft(null)}>
        {t`Cancel`}
      </Button>
      <Button size="s" loading={isSaving} disabled={!draft.trim()} onClick={() => void save()}>
        {t`Save`}
      </Button>
    </div>
  );
}
