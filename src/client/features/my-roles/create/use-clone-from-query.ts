import { useEffect } from 'react';
import { getCharacter } from '../../characters/api/get-character';
import type { WizardDraft } from './wizard-draft';

/**
 * `/my-roles/create?cloneOf={id}` (the Role screen's "make my own version"): starts prompt mode
 * from that public character, her look kept and her description ready to rewrite.
 */
export function useCloneFromQuery(setDraft: (change: Partial<WizardDraft>) => void) {
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const characterId = query.get('cloneOf');
    if (!characterId) return;
    query.delete('cloneOf');
    const rest = query.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}`,
    );
    getCharacter({ characterId })
      .then((character) =>
        setDraft({
          mode: 'prompt',
          description: character.description,
          name: '',
          cloneOf: {
            characterId: character.characterId,
            nick: character.nick,
            portraitUrl: character.portraitUrl,
          },
        }),
      )
      .catch(() => {
        // Shown by the API error listener; the wizard stays as it was.
      });
  }, [setDraft]);
}
