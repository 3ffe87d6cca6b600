import { SparkleIcon } from '@client/components/icons/icons';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { rebuildMyCharacter } from '../api/rebuild-my-character';
import { DeleteCharacterButton } from './delete-character-button';

/** Failed (spec §4): what she cost came back; making her again is free. */
export function FailedCharacter({
  character,
  onRebuilt,
}: {
  character: CustomCharacterDetail;
  onRebuilt(): void;
}) {
  const { t } = useLingui();
  const retrying = useExclusiveAction();
  const retry = () =>
    retrying.run(async () => {
      await rebuildMyCharacter({ characterId: character.characterId });
      void refreshProfile({ force: true });
      onRebuilt();
    });
  return (
    <section className="empty-state" role="status">
      <span className="empty-state__art">
        <SparkleIcon size={44} />
      </span>
      <h2>{t`${character.nick} could not be made`}</h2>
      <p>
        {character.pricePaid > 0
          ? t`Generation failed, coins refunded`
          : t`Generation failed. Nothing was charged.`}
      </p>
      <Button size="l" loading={retrying.isBusy} onClick={retry}>
        {t`Try again for free`}
      </Button>
      <DeleteCharacterButton character={character} />
    </section>
  );
}
