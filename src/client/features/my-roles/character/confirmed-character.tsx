import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { VISIBILITY } from '@contract/enums';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { Link, useLocation } from 'wouter';
import { openConversation } from '../../chat/api/open-conversation';
import { editMyCharacter } from '../api/edit-my-character';
import { renameMyCharacter } from '../api/rename-my-character';
import { CardPanel } from '../cards/card-panel';
import { DeleteCharacterButton } from './delete-character-button';
import { NameEditor } from './name-editor';
import { PersonaFields } from './persona-fields';
import { usePublish } from './publish-step';

export interface ConfirmedCharacterProps {
  character: CustomCharacterDetail;
  onChanged(character: CustomCharacterDetail): void;
}

/** A confirmed character (may chat): chat, rename, texts, tags, publish, delete. */
export function ConfirmedCharacter({ character, onChanged }: ConfirmedCharacterProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const chatting = useExclusiveAction();
  const { publish, isBusy: isPublishing } = usePublish(character, onChanged);
  const { characterId } = character;
  const isPublic = character.visibility === VISIBILITY.open;

  const chat = () =>
    chatting.run(async () => {
      const { conversationId } = await openConversation({ characterId });
      navigate(`/chat/${conversationId}`);
    });

  return (
    <section className="confirmed">
      <img className="review__portrait" src={character.portraitUrl} alt={character.nick} />
      <NameEditor
        name={character.nick}
        onRename={async (nick) => onChanged(await renameMyCharacter({ characterId, nick }))}
      />
      <p className={`visibility-badge visibility-badge--${isPublic ? 'public' : 'private'}`}>
        {isPublic ? t`Public: in the catalogue` : t`Private: only you can chat`}
      </p>
      <Button size="l" stretched loading={chatting.isBusy} onClick={chat}>
        {t`Start chat`}
      </Button>
      {!isPublic && (
        <Button size="l" mode="bezeled" stretched loading={isPublishing} onClick={publish}>
          {t`Publish to the catalogue`}
        </Button>
      )}
      <Link href={`/my-roles/${characterId}/tags`} className="tags-link">
        <span>{t`Tags`}</span>
        <span className="tags-link__value">
          {character.tags.length > 0 ? t`${character.tags.length} chosen` : t`Add tags`}
        </span>
      </Link>
      {character.persona && (
        <PersonaFields
          persona={character.persona}
          onSave={async (field, text) =>
            onChanged(await editMyCharacter({ characterId, [field]: text }))
          }
        />
      )}
      <CardPanel character={character} />
      <DeleteCharacterButton character={character} />
    </section>
  );
}
