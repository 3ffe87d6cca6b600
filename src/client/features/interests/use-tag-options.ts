import { localeAtom } from '@client/i18n/locale-atom';
import type { CharacterTag } from '@contract/api/character-endpoints';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { listCharacterTags } from '../characters/api/list-character-tags';

/** The tags asked for per language: Home and its first-run card ask at once, the server once. */
const tagsByLocale = new Map<string, Promise<CharacterTag[]>>();

function loadTagOptions(locale: string): Promise<CharacterTag[]> {
  let tags = tagsByLocale.get(locale);
  if (!tags) {
    tags = listCharacterTags({}, { silent: true }).then(
      (answer) => answer.list,
      () => {
        // Asked again by the next screen that needs them.
        tagsByLocale.delete(locale);
        return [];
      },
    );
    tagsByLocale.set(locale, tags);
  }
  return tags;
}

/** The catalogue's tags in the current language; null while loading, empty when they failed. */
export function useTagOptions(): CharacterTag[] | null {
  const locale = useAtomValue(localeAtom);
  const [tags, setTags] = useState<CharacterTag[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadTagOptions(locale).then((list) => {
      if (isCurrent) setTags(list);
    });
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  return tags;
}
