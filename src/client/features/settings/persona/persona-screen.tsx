import { emitAppEvent } from '@client/app/app-events';
import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { showToast } from '@client/components/toast/toast-store';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import type { EndpointOutput } from '@contract/api/endpoint';
import type { Persona, personaListEndpoint } from '@contract/api/persona-endpoints';
import { PERSONA_LIMITS } from '@contract/personas';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { deletePersona } from './api/delete-persona';
import { listPersonas } from './api/list-personas';
import { savePersona } from './api/save-persona';
import { type PersonaDraft, PersonaForm } from './persona-form';
import './persona-screen.css';

type PersonaPage = EndpointOutput<typeof personaListEndpoint>;

/** The query key of my personas; the chat's menu reads them under its own key. */
const PERSONAS_KEY = ['personas'] as const;

/**
 * Who the user is in their chats: personas with a name, gender, age, look and bio. The default one
 * is used in every chat; a chat's menu can choose another or none.
 */
export default function PersonaScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const personas = useApiQuery({
    queryKey: PERSONAS_KEY,
    queryFn: () => listPersonas({}),
    enabled: Boolean(uid),
  });
  const saving = useExclusiveAction();
  /** The persona being edited: its id, `new`, or nothing. */
  const [editing, setEditing] = useState<string | null>(null);
  const page = personas.data ?? null;
  const setPage = (next: PersonaPage) =>
    queryClient.setQueryData<PersonaPage>(PERSONAS_KEY, () => next);
  const nameOf = (persona: Persona) => persona.name || (page?.nick ?? '');

  const save = (draft: PersonaDraft) =>
    saving.run(async () => {
      setPage(await savePersona(draft));
      setEditing(null);
      showToast(t`Persona saved`);
    });
  const remove = (persona: Persona) =>
    saving.run(async () => {
      const choice = await openConfirmDialog({
        message: t`Delete the persona ${nameOf(persona)}?`,
        confirmText: t`Delete`,
        isDestructive: true,
      });
      if (choice === 'confirm') setPage(await deletePersona({ id: persona.id }));
    });

  const isEditingNew =
    editing === 'new' || (page !== null && page.list.length === 0 && editing === null);
  return (
    <PageFrame title={t`Your persona`} onBack={goBack}>
      <p className="persona__intro">
        {t`Who you are in your chats. Characters call you by this name and keep the rest in mind. Your default persona is used in every chat; a chat's menu can choose another one or none.`}
      </p>
      {!uid && (
        <Button
          size="l"
          stretched
          onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
        >
          {t`Sign in to set your persona`}
        </Button>
      )}
      {personas.isError && (
        <p className="persona__intro">{t`Your personas could not be loaded.`}</p>
      )}
      {page && (
        <ul className="persona__list">
          {page.list.map((persona) =>
            editing === persona.id ? (
              <li key={persona.id} className="persona__item">
                <PersonaForm
                  persona={persona}
                  nick={page.nick}
                  isFirst={false}
                  isBusy={saving.isBusy}
                  onSave={(draft) => void save(draft)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={persona.id} className="persona__item">
                <p className="persona__name" dir="auto">
                  {nameOf(persona)}
                  {persona.isDefault && <span className="persona__badge">{t`Default`}</span>}
                </p>
                {persona.bio && (
                  <p className="persona__bio" dir="auto">
                    {persona.bio}
                  </p>
                )}
                <div className="persona__buttons">
                  <button type="button" onClick={() => setEditing(persona.id)}>
                    {t`Edit ${nameOf(persona)}`}
                  </button>
                  <button type="button" onClick={() => void remove(persona)}>
                    {t`Delete ${nameOf(persona)}`}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {page && isEditingNew && (
        <section className="persona__item" aria-label={t`New persona`}>
          <PersonaForm
            persona={null}
            nick={page.nick}
            isFirst={page.list.length === 0}
            isBusy={saving.isBusy}
            onSave={(draft) => void save(draft)}
            onCancel={() => (page.list.length === 0 ? goBack() : setEditing(null))}
          />
        </section>
      )}
      {page && !isEditingNew && editing === null && page.list.length < PERSONA_LIMITS.count && (
        <button type="button" className="persona__add" onClick={() => setEditing('new')}>
          {t`Add a persona`}
        </button>
      )}
    </PageFrame>
  );
}
