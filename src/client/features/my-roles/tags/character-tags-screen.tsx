import { useRouteParam } from '@client/app/use-route-param';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { TagPicker } from '@client/components/tag-picker/tag-picker';
import { showToast } from '@client/components/toast/toast-store';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { MAX_CHARACTER_TAGS } from '@contract/custom-characters';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { listCharacterTags } from '../../characters/api/list-character-tags';
import { editMyCharacter } from '../api/edit-my-character';
import { getMyCharacter } from '../api/get-my-character';
import '../my-roles.css';

/** `/my-roles/{id}/tags` (spec §2 "Add tags"): the catalogue tags people find her by. */
export default function CharacterTagsScreen() {
  const { t } = useLingui();
  const characterId = useRouteParam('characterId') ?? '';
  const goBack = useGoBack(`/my-roles/${characterId}`);
  const tagOptions = useApiQuery({
    queryKey: ['characterTags'],
    queryFn: () => listCharacterTags({}),
  });
  const character = useApiQuery({
    queryKey: ['myCharacter', characterId],
    queryFn: () => getMyCharacter({ characterId }),
  });
  // The user's picks, once they change her saved tags.
  const [picked, setPicked] = useState<{ characterId: string; tags: string[] } | null>(null);
  const saving = useExclusiveAction();
  const options = tagOptions.data?.list ?? (tagOptions.isError ? [] : null);
  const selected =
    picked?.characterId === characterId
      ? picked.tags
      : (character.data?.tags ?? (character.isError ? [] : null));
  const setSelected = (tags: string[]) => setPicked({ characterId, tags });
  const nick = character.data?.nick ?? '';

  const save = () =>
    saving.run(async () => {
      await editMyCharacter({ characterId, tags: selected ?? [] });
      showToast(t`Tags saved`);
      goBack();
    });

  return (
    <PageFrame title={nick ? t`Tags of ${nick}` : t`Tags`} onBack={goBack}>
      <div className="tags-screen">
        <p className="wizard-hint">
          {t`Tags help people find this character in the catalogue once it is public.`}
        </p>
        {options && selected ? (
          <TagPicker
            tags={options}
            selected={selected}
            max={MAX_CHARACTER_TAGS}
            onChange={setSelected}
            label={t`Tags`}
          />
        ) : (
          <div className="app-screen-loading" aria-busy="true" />
        )}
        <div className="wizard__footer app-column-bar">
          <div className="wizard__footer__inner">
            <Button size="l" stretched loading={saving.isBusy} disabled={!selected} onClick={save}>
              {t`Save tags`}
            </Button>
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
