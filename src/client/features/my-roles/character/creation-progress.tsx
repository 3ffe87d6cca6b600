import { SparkleIcon } from '@client/components/icons/icons';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { CUSTOM_CHARACTER_STAGES, type CustomCharacterStage } from '@contract/custom-characters';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The stages of spec §4's wording: creating body, hair, face, clothing, personality, story. */
const STAGE_NAMES: Record<CustomCharacterStage, MessageDescriptor> = {
  body: msg`Body`,
  hair: msg`Hair`,
  face: msg`Face`,
  clothing: msg`Clothing`,
  personality: msg`Personality`,
  story: msg`Story`,
};

/** She is being made: the stage at work, the ones done, and how far along it is. */
export function CreationProgress({ character }: { character: CustomCharacterDetail }) {
  const { t, i18n } = useLingui();
  const current = character.stage ? CUSTOM_CHARACTER_STAGES.indexOf(character.stage) : 0;
  return (
    <section className="creation-progress" aria-busy="true">
      <div className="creation-progress__portrait">
        <SparkleIcon size={56} />
      </div>
      <h2 className="creation-progress__title">{t`Creating ${character.nick}`}</h2>
      <progress
        className="creation-progress__bar"
        max={100}
        value={character.progress}
        aria-label={t`Progress`}
      />
      <p className="creation-progress__percent" aria-live="polite">
        {t`${character.progress}% done`}
      </p>
      <ol className="stage-list">
        {CUSTOM_CHARACTER_STAGES.map((stage, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'waiting';
          return (
            <li key={stage} className={`stage-list__item stage-list__item--${state}`}>
              <span className="stage-list__mark" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              {i18n._(STAGE_NAMES[stage])}
              {state === 'current' && <span className="visually-hidden">{t`(working)`}</span>}
            </li>
          );
        })}
      </ol>
      <p className="wizard-hint">{t`You can leave this page: the work goes on.`}</p>
    </section>
  );
}
