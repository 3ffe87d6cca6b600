import { localeAtom } from '@client/i18n/locale-atom';
import { useApiQuery } from '@client/lib/query/use-api-query';
import type { CharacterTag } from '@contract/api/character-endpoints';
import { useAtomValue } from 'jotai';
import { listCharacterTags } from '../characters/api/list-character-tags';

/**
 * The catalogue's tags in the current language; null while loading, empty when they failed.
 * Asked once per language and visit: Home and its first-run card share the answer, and a failure
 * is asked again by the next screen that needs them.
 */
export function useTagOptions(): CharacterTag[] | null {
  const locale = useAtomValue(localeAtom);
  const tags = useApiQuery({
    queryKey: ['tagOptions', locale],
    queryFn: async () => (await listCharacterTags({}, { silent: true })).list,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return tags.data ?? (tags.isError ? [] : null);
}
