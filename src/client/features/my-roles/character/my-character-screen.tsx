import { useRouteParam } from '@client/app/use-route-param';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { CUSTOM_CHARACTER_STATUS, VISIBILITY } from '@contract/enums';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isBeingMade } from '../use-my-characters';
import { ConfirmedCharacter } from './confirmed-character';
import { CreationProgress } from './creation-progress';
import { FailedCharacter } from './failed-character';
import { PublishStep } from './publish-step';
import { ReviewStep } from './review-step';
import { useMyCharacter } from './use-my-character';
import '../my-roles.css';
import './character-page.css';

/**
 * `/my-roles/{id}`: one of my characters through her lifecycle (spec §4): creating, to be
 * confirmed, confirmed (with the publish step right after confirming), or failed.
 */
export default function MyCharacterScreen() {
  const { t } = useLingui();
  const characterId = useRouteParam('characterId') ?? '';
  const goBack = useGoBack(ROUTES.myRoles);
  const { character, setCharacter, isMissing, hasFailed, reload } = useMyCharacter(characterId);
  const [isPublishStep, setIsPublishStep] = useState(false);

  const followRebuild = () => void reload();
  let body = null;
  if (character) {
    if (isBeingMade(character.state)) body = <CreationProgress character={character} />;
    else if (character.state === CUSTOM_CHARACTER_STATUS.createFail) {
      body = <FailedCharacter character={character} onRebuilt={followRebuild} />;
    } else if (character.state === CUSTOM_CHARACTER_STATUS.createSuccess) {
      body = (
        <ReviewStep
          character={character}
          onChanged={setCharacter}
          onRebuilt={followRebuild}
          onConfirmed={(confirmed) => {
            setCharacter(confirmed);
            setIsPublishStep(confirmed.visibility === VISIBILITY.private);
          }}
        />
      );
    } else if (isPublishStep) {
      body = (
        <PublishStep
          character={character}
          onChanged={setCharacter}
          onDone={() => setIsPublishStep(false)}
        />
      );
    } else {
      body = <ConfirmedCharacter character={character} onChanged={setCharacter} />;
    }
  }
  return (
    <PageFrame title={character?.nick ?? t`My character`} onBack={goBack}>
      <div className="my-character">
        {isMissing && <p className="notice">{t`This character does not exist.`}</p>}
        {!character && hasFailed && (
          <button type="button" className="text-button" onClick={() => void reload()}>
            {t`Could not load this character. Tap to try again.`}
          </button>
        )}
        {!character && !isMissing && !hasFailed && (
          <div className="app-screen-loading" aria-busy="true" />
        )}
        {body}
      </div>
    </PageFrame>
  );
}
