import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { EndpointOutput } from '@contract/api/endpoint';
import type { conversationPersonaEndpoint } from '@contract/api/persona-endpoints';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { getConversationPersona } from './api/get-conversation-persona';
import { setConversationPersona } from './api/set-conversation-persona';

type PersonaChoice = EndpointOutput<typeof conversationPersonaEndpoint>;

/**
 * The chat menu's persona switch: play my persona in this chat or nobody in particular, and which
 * one when I have several. Without a persona it links to the settings screen that makes one.
 */
export function ConversationPersonaSwitch({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const key = ['conversation-persona', conversationId] as const;
  const choice = useApiQuery({
    queryKey: key,
    queryFn: () => getConversationPersona({ conversationId }),
  });
  const saving = useExclusiveAction();
  const data = choice.data;
  if (!data) return null;
  if (data.list.length === 0) {
    return (
      <Link href={ROUTES.settingsPersona} className="conversation-menu__item">
        {t`Create your persona`}
      </Link>
    );
  }

  // The controls stay enabled while a choice saves: disabling the focused one would drop focus out
  // of the menu (and Escape with it). A choice made while one saves is dropped (useExclusiveAction).
  const choose = (next: Pick<PersonaChoice, 'mode'> & { personaId?: string }) =>
    saving.run(async () => {
      const answer = await setConversationPersona({ conversationId, ...next });
      queryClient.setQueryData<PersonaChoice>(key, () => answer);
    });
  const nameOf = (persona: PersonaChoice['list'][number]) => persona.name || data.nick;
  const isOn = data.mode !== 'none';
  const title = t`Play my persona in this chat`;
  return (
    <div className="conversation-menu__item conversation-menu__persona">
      <label className="conversation-menu__switch">
        <span>{title}</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={isOn}
          aria-label={title}
          checked={isOn}
          onChange={(event) => void choose({ mode: event.target.checked ? 'default' : 'none' })}
        />
      </label>
      {isOn && data.list.length > 1 && (
        <select
          className="text-field"
          aria-label={t`Persona in this chat`}
          value={data.mode === 'chosen' ? (data.personaId ?? '') : ''}
          onChange={(event) =>
            void choose(
              event.target.value
                ? { mode: 'chosen', personaId: event.target.value }
                : { mode: 'default' },
            )
          }
        >
          <option value="">{t`My default persona`}</option>
          {data.list.map((persona) => (
            <option key={persona.id} value={persona.id}>
              {nameOf(persona)}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
