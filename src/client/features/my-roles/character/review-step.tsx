import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { CUSTOM_CHARACTER_COIN_COST } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { confirmMyCharacter } from '../api/confirm-my-character';
import { editBeforeConfirm } from '../api/edit-before-confirm';
import { rebuildMyCharacter } from '../api/rebuild-my-character';
import { renameMyCharacter } from '../api/rename-my-character';
import { CardPanel } from '../cards/card-panel';
import { NameEditor } from './name-editor';
import { PersonaFields } from './persona-fields';
import { StepCounter } from './step-counter';
import { VoiceFields } from './voice-fields';

export interface ReviewStepProps {
  character: CustomCharacterDetail;
  onChanged(character: CustomCharacterDetail): void;
  /** She was made again: her page follows the new creation. */
  onRebuilt(): void;
  onConfirmed(character: CustomCharacterDetail): void;
}

/** To be confirmed (spec §4): her portrait and persona, edited, made again, or confirmed. */
export function ReviewStep({ character, onChanged, onRebuilt, onConfirmed }: ReviewStepProps) {
  const { t } = useLingui();
  const confirming = useExclusiveAction();
  const rebuilding = useExclusiveAction();
  const { characterId } = character;

  const rebuild = () =>
    rebuilding.run(async () => {
      const choice = await openConfirmDialog({
        title: t`Make again?`,
        message: t`A new portrait and new texts from the same choices, for ${CUSTOM_CHARACTER_COIN_COST} coins. These ones will be replaced.`,
        confirmText: t`Make again`,
      });
      if (choice !== 'confirm') return;
      await rebuildMyCharacter({ characterId });
      void refreshProfile({ force: true });
      onRebuilt();
    });

  const confirm = () =>
    confirming.run(async () => {
      onConfirmed(await confirmMyCharacter({ characterId }));
    });

  return (
    <section className="review">
      <StepCounter character={character} step="confirm" />
      <img className="review__portrait" src={character.portraitUrl} alt={character.nick} />
      <NameEditor
        name={character.nick}
        onRename={async (nick) => onChanged(await renameMyCharacter({ characterId, nick }))}
      />
      <p className="wizard-hint">{t`Read the persona and change anything before you confirm.`}</p>
      {character.mode === 'card' && <CardPanel character={character} />}
      {character.persona && (
        <PersonaFields
          persona={character.persona}
          onSave={async (field, text) =>
            onChanged(await editBeforeConfirm({ characterId, [field]: text }))
          }
        />
      )}
      <VoiceFields characterId={characterId} />
      <div className="review__actions">
        {character.mode !== 'card' && (
          <Button size="l" mode="gray" stretched loading={rebuilding.isBusy} onClick={rebuild}>
            {t`Make again`}
          </Button>
        )}
        <Button size="l" stretched loading={confirming.isBusy} onClick={confirm}>
          {t`Confirm`}
        </Button>
      </div>
    </section>
  );
}
