import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { queryClient } from '@client/lib/query/query-client';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { VISIBILITY } from '@contract/enums';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { deleteMyCharacter } from '../api/delete-my-character';

/** Deletes her after asking; conversations with her stay (docs/decisions.md). */
export function DeleteCharacterButton({ character }: { character: CustomCharacterDetail }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const deleting = useExclusiveAction();
  const remove = () =>
    deleting.run(async () => {
      const choice = await openConfirmDialog({
        title: t`Delete ${character.nick}?`,
        message:
          character.visibility === VISIBILITY.open
            ? t`${character.nick} leaves your characters and the catalogue. Conversations stay in Chats.`
            : t`${character.nick} leaves your characters. Your conversations stay in Chats.`,
        confirmText: t`Delete`,
        isDestructive: true,
      });
      if (choice !== 'confirm') return;
      await deleteMyCharacter({ characterId: character.characterId });
      // My list and the studio's pickers no longer show her.
      queryClient.invalidateQueries(['myCharacters']);
      queryClient.invalidateQueries(['pickableCharacters']);
      navigate(ROUTES.myRoles, { replace: true });
    });
  return (
    <Button size="m" mode="plain" stretched loading={deleting.isBusy} onClick={remove}>
      <span className="danger-text">{t`Delete character`}</span>
    </Button>
  );
}
