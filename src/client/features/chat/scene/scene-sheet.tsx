import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { showToast } from '@client/components/toast/toast-store';
import { queryClient } from '@client/lib/query/query-client';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { Scene } from '@contract/api/scene-endpoints';
import { SCENE_FIELDS, SCENE_LIMITS, type SceneField } from '@contract/scenes';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { saveScene } from '../api/save-scene';
import { sceneKey } from './scene-key';

type SceneDraft = Record<SceneField, string>;

const draftOf = (scene: Scene): SceneDraft => ({
  place: scene.place,
  timeOfDay: scene.timeOfDay,
  outfit: scene.outfit,
  mood: scene.mood,
  happening: scene.happening,
});

/**
 * The sheet that edits a conversation's scene: where, time of day, what she wears, her mood and
 * what is happening. Her next reply and the next photo of her follow what is saved.
 */
export default function SceneSheet({
  isOpen,
  conversationId,
  scene,
  onClose,
}: {
  isOpen: boolean;
  conversationId: string;
  scene: Scene;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(scene));
  const saving = useExclusiveAction();
  const formId = useId();
  // Each opening starts from the scene as it is now (the model may have moved it on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the draft
  useEffect(() => {
    if (isOpen) setDraft(draftOf(scene));
  }, [isOpen]);

  const labels: Record<SceneField, string> = {
    place: t`Where`,
    timeOfDay: t`Time of day`,
    outfit: t`What she wears`,
    mood: t`Her mood`,
    happening: t`What is happening`,
  };
  const placeholders: Record<SceneField, string> = {
    place: t`A rooftop bar, her kitchen…`,
    timeOfDay: t`Late evening`,
    outfit: t`A red dress`,
    mood: t`Playful`,
    happening: t`You are cooking dinner together.`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A refusal is shown by the API error listener; the sheet stays open with what was typed.
    void saving.run(async () => {
      const answer = await saveScene({ conversationId, ...draft });
      queryClient.setQueryData<Scene>(sceneKey(conversationId), () => answer.scene);
      showToast(t`Scene saved. Her next reply and photo follow it.`);
      onClose();
    });
  };

  return (
    <BottomPopup isOpen={isOpen} onClose={onClose} label={t`The scene`}>
      <form className="scene-sheet" onSubmit={submit}>
        <h2 className="scene-sheet__title">{t`The scene`}</h2>
        <p className="scene-sheet__intro">
          {t`Where your story is now. She updates it as you chat; change anything you like.`}
        </p>
        {SCENE_FIELDS.map((field) => {
          const id = `${formId}-${field}`;
          const common = {
            id,
            dir: 'auto',
            className: 'text-field',
            name: field,
            value: draft[field],
            maxLength: SCENE_LIMITS[field],
            placeholder: placeholders[field],
          };
          return (
            <div key={field} className="scene-sheet__field">
              <label htmlFor={id}>{labels[field]}</label>
              {field === 'happening' ? (
                <textarea
                  {...common}
                  rows={3}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              ) : (
                <input
                  {...common}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              )}
            </div>
          );
        })}
        <div className="scene-sheet__buttons">
          <button type="submit" disabled={saving.isBusy}>{t`Save the scene`}</button>
          <button type="button" onClick={onClose}>{t`Cancel`}</button>
        </div>
      </form>
    </BottomPopup>
  );
}
