import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { TagPicker } from '@client/components/tag-picker/tag-picker';
import { showToast } from '@client/components/toast/toast-store';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom, setProfileUser } from '@client/session/profile-atom';
import { MAX_PREFERENCE_TAGS } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { updateInterests } from './api/update-interests';
import { useTagOptions } from './use-tag-options';
import './interests.css';

/** `/settings/interests` (spec §2 "Tags selection"): what I like, which orders Recommended. */
export default function InterestsScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const profile = useAtomValue(profileAtom);
  const options = useTagOptions();
  const [selected, setSelected] = useState<string[] | null>(null);
  const saving = useExclusiveAction();
  const chosen = selected ?? profile?.user.preferenceTags ?? [];

  const save = () =>
    saving.run(async () => {
      setProfileUser(await updateInterests({ tags: chosen }));
      showToast(t`Saved. Recommended now starts with what you like.`);
      goBack();
    });

  return (
    <PageFrame title={t`My interests`} onBack={goBack}>
      <div className="interests">
        <p className="interests__hint">
          {t`Choose what you like. Characters with these tags come first in Recommended.`}
        </p>
        {options && profile ? (
          <TagPicker
            tags={options}
            selected={chosen}
            max={MAX_PREFERENCE_TAGS}
            onChange={setSelected}
            label={t`My interests`}
          />
        ) : (
          <div className="app-screen-loading" aria-busy="true" />
        )}
        <Button size="l" stretched loading={saving.isBusy} disabled={!profile} onClick={save}>
          {t`Save`}
        </Button>
      </div>
    </PageFrame>
  );
}
