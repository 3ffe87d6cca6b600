import type { CharacterTag } from '@contract/api/character-endpoints';
import { useEffect, useState } from 'react';
import { listCharacterTags } from '../characters/api/list-character-tags';

/** The catalogue's tags in the current language; null while loading. */
export function useTagOptions(): CharacterTag[] | null {
  const [tags, setTags] = useState<CharacterTag[] | null>(null);
  useEffect(() => {
    listCharacterTags({}, { silent: true })
      .then((answer) => setTags(answer.list))
      .catch(() => setTags([]));
  }, []);
  return tags;
}
