import { useLingui } from '@lingui/react/macro';
import { NICK_MAX_LENGTH } from '@contract/constants';
import { Button, Cell } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { updateProfile } from '@client/features/account/api/update-profile';
import { refreshProfile } from '@client/features/account/profile-atom';

/** The nick, editable in place. */
export function NickCell({ nick }: { nick: string }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  if (draft === null) {
    return (
      <Cell
        Component="button"
        className="account-section__button"
        subtitle={t`Name`}
        after={<span>{t`Edit`}</span>}
        onClick={() => setDraft(nick)}
      >
        {nick}
      </Cell>
    );
  }

  const save = async () => {
    if (isSaving || !draft.trim()) return;
    setIsSaving(true);
    try {
      await updateProfile({ nick: draft.trim() });
      await refreshProfile({ force: true });
      setDraft(null);
    } catch {
      // The API error listener has shown the failure; the draft stays for another try.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      className="account-section__nick-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <input
        className="account-section__nick-input"
        aria-label={t`Name`}
        maxLength={NICK_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the field opens because the user asked to edit it.
        autoFocus
      />
      <Button type="submit" size="m" loading={isSaving} disabled={!draft.trim()}>
        {t`Save`}
      </Button>
      <Button type="button" size="m" mode="plain" onClick={() => setDraft(null)}>
        {t`Cancel`}
      </Button>
    </form>
  );
}
