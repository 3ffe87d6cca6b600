import { showToast } from '@client/components/toast/toast-store';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { VoiceList } from '@contract/api/speech-endpoints';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { listCharacterVoices } from '../api/list-character-voices';
import { previewVoice } from '../api/preview-voice';
import { setCharacterVoice } from '../api/set-character-voice';

/**
 * The wizard's voice step: her creator hears each voice and picks one; everyone who chats with
 * her hears it (a user may pick another for their own chat).
 */
export function VoiceFields({ characterId }: { characterId: string }) {
  const { t } = useLingui();
  const key = ['character-voices', characterId] as const;
  const voices = useApiQuery({
    queryKey: key,
    queryFn: () => listCharacterVoices({ characterId }),
  });
  const saving = useExclusiveAction();
  const player = useRef<HTMLAudioElement | null>(null);
  // A preview stops when the step is left.
  useEffect(() => () => player.current?.pause(), []);
  const data = voices.data;
  if (!data || data.voices.length === 0) return null;

  const preview = async (voiceId: string) => {
    player.current?.pause();
    const audio = new Audio();
    player.current = audio;
    try {
      const sample = await previewVoice({ voiceId });
      audio.src = `data:${sample.contentType};base64,${sample.audio}`;
      await audio.play();
    } catch {
      showToast(t`This voice could not be played`);
    }
  };
  const choose = (voiceId: string) =>
    saving.run(async () => {
      const answer = await setCharacterVoice({ characterId, voiceId });
      queryClient.setQueryData<VoiceList>(key, (before) =>
        before ? { ...before, voiceId: answer.voiceId } : before,
      );
    });
  return (
    <fieldset className="voice-fields">
      <legend>{data.isDemo ? t`Her voice (demo voice)` : t`Her voice`}</legend>
      <p className="wizard-hint">
        {t`Choose how she sounds. Everyone who chats with her hears this voice.`}
      </p>
      {data.voices.map((voice) => (
        <div key={voice.id} className="voice-fields__voice">
          <label>
            <input
              type="radio"
              name={`voice-${characterId}`}
              checked={data.voiceId === voice.id}
              onChange={() => void choose(voice.id)}
            />
            <span>{voice.name}</span>
          </label>
          <button type="button" onClick={() => void preview(voice.id)}>
            {t`Hear ${voice.name}`}
          </button>
        </div>
      ))}
    </fieldset>
  );
}
