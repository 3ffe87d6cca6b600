import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { VoiceList } from '@contract/api/speech-endpoints';
import { useLingui } from '@lingui/react/macro';
import { listVoices } from './api/list-voices';
import { setConversationVoice } from './api/set-conversation-voice';
import { voicesQueryKey } from './use-listen';

/** The chat menu's voice picker: the voice she speaks in, in this conversation only. */
export function ConversationVoiceSwitch({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const key = voicesQueryKey(conversationId);
  const voices = useApiQuery({ queryKey: key, queryFn: () => listVoices({ conversationId }) });
  const saving = useExclusiveAction();
  const data = voices.data;
  if (!data || data.voices.length < 2) return null;
  const choose = (voiceId: string) =>
    saving.run(async () => {
      const answer = await setConversationVoice({ conversationId, voiceId });
      queryClient.setQueryData<VoiceList>(key, (before) =>
        before ? { ...before, voiceId: answer.voiceId } : before,
      );
    });
  return (
    <label className="conversation-menu__item conversation-menu__voice">
      <span>{data.isDemo ? t`Her voice (demo voice)` : t`Her voice`}</span>
      <select
        className="text-field"
        value={data.voiceId ?? ''}
        onChange={(event) => void choose(event.target.value)}
      >
        {data.voices.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.name}
          </option>
        ))}
      </select>
    </label>
  );
}
