import { TagPicker } from '@client/components/tag-picker/tag-picker';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom, setProfileUser } from '@client/session/profile-atom';
import { MAX_PREFERENCE_TAGS } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { finishFirstRun } from './api/finish-first-run';
import { useTagOptions } from './use-tag-options';
import './interests.css';

/**
 * The onboarding card on Home after signing up (spec §7 `/v1/user/init`): pick interests, or
 * skip. It sits in the page instead of over it, so nothing the user came to do is blocked.
 */
export function FirstRunInterests() {
  const { t } = useLingui();
  const profile = useAtomValue(profileAtom);
  const options = useTagOptions();
  const [selected, setSelected] = useState<string[]>([]);
  const finishing = useExclusiveAction();
  if (!profile || profile.user.isInitialized || !options || options.length === 0) return null;

  const finish = (tags: string[]) =>
    finishing.run(async () => {
      setProfileUser(await finishFirstRun({ tags }));
    });

  return (
    <section className="first-run" aria-labelledby="first-run-title">
      <h2 id="first-run-title">{t`What are you into?`}</h2>
      <p className="interests__hint">{t`Pick a few and we show you those characters first.`}</p>
      <TagPicker
        tags={options}
        selected={selected}
        max={MAX_PREFERENCE_TAGS}
        onChange={setSelected}
        label={t`My interests`}
      />
      <div className="first-run__actions">
        <Button size="m" mode="gray" onClick={() => finish([])}>
          {t`Skip`}
        </Button>
        <Button
          size="m"
          loading={finishing.isBusy}
          disabled={selected.length === 0}
          onClick={() => finish(selected)}
        >
          {t`Show me`}
        </Button>
      </div>
    </section>
  );
}
