import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom } from '@client/session/profile-atom';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { VISIBILITY } from '@contract/enums';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { editMyCharacter } from '../api/edit-my-character';
import { StepCounter } from './step-counter';

/** Asks once more before publishing, since it cannot be undone; resolves true when she is public. */
export function usePublish(
  character: CustomCharacterDetail,
  onChanged: (character: CustomCharacterDetail) => void,
) {
  const { t } = useLingui();
  const creator = useAtomValue(profileAtom)?.user.nick ?? '';
  const publishing = useExclusiveAction();
  const publish = () =>
    publishing.run(async () => {
      const choice = await openConfirmDialog({
        title: t`Publish ${character.nick}?`,
        message: t`Everyone will see ${character.nick} in the catalogue, credited to you as ${creator}. This cannot be undone: a public character cannot be made private again.`,
        confirmText: t`Publish`,
      });
      if (choice !== 'confirm') return;
      // An imported card may be someone else's work: its creator confirms they may publish it.
      const needsRights = character.card !== null && !character.card.publishRightsConfirmed;
      if (needsRights) {
        const rights = await openConfirmDialog({
          title: t`May you publish this card?`,
          message: t`${character.nick} was imported from a character card. Publish only a card you made yourself, or one whose author allows it to be shared.`,
          confirmText: t`I may publish it`,
        });
        if (rights !== 'confirm') return;
      }
      onChanged(
        await editMyCharacter({
          characterId: character.characterId,
          visibility: VISIBILITY.open,
          ...(needsRights ? { confirmRights: true } : {}),
        }),
      );
    });
  return { publish, isBusy: publishing.isBusy };
}

export interface PublishStepProps {
  character: CustomCharacterDetail;
  onChanged(character: CustomCharacterDetail): void;
  /** Kept private, or published: the step is over. */
  onDone(): void;
}

/** The wizard's last step: keep her private, or publish her to the catalogue (irreversible). */
export function PublishStep({ character, onChanged, onDone }: PublishStepProps) {
  const { t } = useLingui();
  const { publish, isBusy } = usePublish(character, (next) => {
    onChanged(next);
    if (next.visibility === VISIBILITY.open) onDone();
  });
  return (
    <section className="publish-step">
      <StepCounter character={character} step="publish" />
      <img className="publish-step__portrait" src={character.portraitUrl} alt="" />
      <h2>{t`${character.nick} is ready`}</h2>
      <p>
        {t`Keep this character to yourself, or share: public characters appear in the catalogue, where anyone can chat and make their own version.`}
      </p>
      <p className="notice">{t`Publishing cannot be undone.`}</p>
      <div className="review__actions">
        <Button size="l" mode="gray" stretched onClick={onDone}>
          {t`Keep private`}
        </Button>
        <Button size="l" stretched loading={isBusy} onClick={publish}>
          {t`Publish`}
        </Button>
      </div>
    </section>
  );
}
