import { useRouteParam } from '@client/app/use-route-param';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { TagPicker } from '@client/components/tag-picker/tag-picker';
import { showToast } from '@client/components/toast/toast-store';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { CharacterTag } from '@contract/api/character-endpoints';
import { MAX_CHARACTER_TAGS } from '@contract/custom-characters';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { listCharacterTags } from '../../characters/api/list-character-tags';
import { editMyCharacter } from '../api/edit-my-character';
import { getMyCharacter } from '../api/get-my-character';
import '../my-roles.css';

/** `/my-roles/{id}/tags` (spec §2 "Add tags"): the catalogue tags people find her by. */
export default function CharacterTagsScreen() {
  const { t } = useLingui();
  const characterId = useRouteParam('characterId') ?? '';
  const goBack = useGoBack(`/my-roles/${characterId}`);
  const [options, setOptions] = useState<CharacterTag[] | null>(null);
  const [selected, setSelected] = useState<string[] | null>(null);
  const [nick, setNick] = useState('');
  const saving = useExclusiveAction();

  useEffect(() => {
    listCharacterTags({})
      .then((answer) => setOptions(answer.list))
      .catch(() => setOptions([]));
    getMyCharacter({ characterId })
      .then((character) => {
        setSelected(character.tags);
        setNick(character.nick);
      })
      .catch(() => setSelected([]));
  }, [characterId]);

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
