import { emitAppEvent } from '@client/app/app-events';
import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { trackEvent } from '@client/lib/analytics/track-event';
import { createActionKeys } from '@client/lib/api/action-keys';
import { queryClient } from '@client/lib/query/query-client';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { createMyCharacter } from '../api/create-my-character';
import { isBeingMade, useMyCharacters } from '../use-my-characters';
import { createParamsOf } from './create-params';
import { PromptMode } from './prompt-mode';
import { TemplateWizard, wizardPosition } from './template-wizard';
import { useCloneFromQuery } from './use-clone-from-query';
import { type WizardDraft, wizardDraftAtom } from './wizard-draft';
import '../my-roles.css';
import './wizard.css';

/** `/my-roles/create`: the wizard in its two modes, Use Template and Use Prompt (spec §2). */
export default function CreateCharacterScreen() {
  const { t } = useLingui();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const profile = useAtomValue(profileAtom);
  const [, navigate] = useLocation();
  const leave = useGoBack(ROUTES.myRoles);
  const { uid, answer } = useMyCharacters();
  const creating = useExclusiveAction();
  const [actionKeys] = useState(createActionKeys);
  useCloneFromQuery(setDraft);

  const onChange = useCallback((change: Partial<WizardDraft>) => setDraft(change), [setDraft]);
  const { previous } = wizardPosition(draft);
  const onBack = useCallback(() => {
    if (draft.mode === 'template' && previous) setDraft({ step: previous });
    else leave();
  }, [draft.mode, previous, setDraft, leave]);

  const inProgress = answer?.list.find((item) => isBeingMade(item.state)) ?? null;
  const price = answer?.price ?? 0;
  const isFree = draft.mode === 'template' && (answer?.freeTemplateCreations ?? 0) > 0;

  const create = () =>
    creating.run(async () => {
      const balance = profile?.user.goldBalance ?? 0;
      if (!isFree && balance < price) {
        const choice = await openConfirmDialog({
          title: t`Not enough coins`,
          message: t`Creating a character costs ${price} coins and you have ${balance}.`,
          confirmText: t`Buy coins`,
        });
        trackEvent('create_role', { action: 'short_of_coins', price });
        if (choice === 'confirm') navigate(`${ROUTES.buyCoins}?from=miniapp_create_role`);
        return;
      }
      const params = createParamsOf(draft);
      const action = `create:${JSON.stringify(params)}`;
      try {
        const made = await createMyCharacter(params, {
          idempotencyKey: actionKeys.keyFor(action),
        });
        actionKeys.settle(action);
        trackEvent('create_role', { action: 'created', characterId: made.characterId });
        setDraft('reset');
        void refreshProfile({ force: true });
        // She joins my list (and the studio's pickers) from now on.
        queryClient.invalidateQueries(['myCharacters']);
        queryClient.invalidateQueries(['pickableCharacters']);
        navigate(`/my-roles/${made.characterId}`, { replace: true });
      } catch (error) {
        actionKeys.settle(action, error);
        throw error;
      }
    });

  const modes = [
    { id: 'template' as const, label: t`Use template` },
    { id: 'prompt' as const, label: t`Use prompt` },
  ];

  return (
    <PageFrame title={t`Create character`} onBack={onBack}>
      {!uid ? (
        <div className="empty-state">
          <p>{t`Sign in to create your own character.`}</p>
          <Button size="l" onClick={() => emitAppEvent('showLogin', { fromLanding: false })}>
            {t`Sign in`}
          </Button>
        </div>
      ) : (
        <div className="create-character">
          {inProgress && (
            <p className="notice" role="status">
              {t`Character is being generated, please wait`}{' '}
              <Link href={`/my-roles/${inProgress.characterId}`}>{t`See the progress`}</Link>
            </p>
          )}
          {(draft.mode === 'prompt' || draft.step === 'style') && (
            <div className="segmented" role="tablist" aria-label={t`How to create`}>
              {modes.map((mode) => (
                <button
                  key={mode.id}
                  type="button"
                  role="tab"
                  aria-selected={draft.mode === mode.id}
                  className={`segmented__item${draft.mode === mode.id ? ' segmented__item--selected' : ''}`}
                  onClick={() => setDraft({ mode: mode.id })}
                >
                  {mode.label}
                </button>
              ))}
            </div>
          )}
          {draft.mode === 'template' ? (
            <TemplateWizard
              draft={draft}
              onChange={onChange}
              create={{ price, isFree, isBusy: creating.isBusy, onCreate: create }}
            />
          ) : (
            <PromptMode
              draft={draft}
              onChange={onChange}
              create={{ price, isBusy: creating.isBusy, onCreate: create }}
            />
          )}
        </div>
      )}
    </PageFrame>
  );
}
