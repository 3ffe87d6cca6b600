import { updateProfile } from '@client/features/account/api/update-profile';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import { NICK_MAX_LENGTH } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Button, Cell } from '@telegram-apps/telegram-ui';
import { useState } from 'react';

/** The nick, editable in place. */
export function NickCell({ nick }: { nick: string }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const { isBusy: isSaving, run } = useExclusiveAction();

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

  // On failure the draft stays for another try.
  const save = () =>
    run(async () => {
      if (!draft.trim()) return;
      await updateProfile({ nick: draft.trim() });
      await refreshProfile({ force: true });
      setDraft(null);
    });

  return (
    <form
      className="account-section__nick-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <input
        dir="auto"
        className="text-field account-section__nick-input"
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
