import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import { CUSTOM_CHARACTER_STATUS } from '@contract/enums';
import { useAtomValue } from 'jotai';
import { getCharacter } from '../../characters/api/get-character';
import { listCharacters } from '../../characters/api/list-characters';
import { listMyCharacters } from '../../my-roles/api/list-my-characters';

export interface PickableCharacter {
  characterId: string;
  nick: string;
  portraitUrl: string;
  isMine: boolean;
}

/** How many catalogue characters the picker offers after mine. */
const CATALOGUE_SIZE = 30;

async function loadPickable(uid: string | null, wantedId: string): Promise<PickableCharacter[]> {
  const mine = uid
    ? listMyCharacters({}, { silent: true }).then(({ list }) =>
        list
          .filter((item) => item.state === CUSTOM_CHARACTER_STATUS.done)
          .map((item) => ({
            characterId: item.characterId,
            nick: item.nick,
            portraitUrl: item.portraitUrl,
            isMine: true,
          })),
      )
    : Promise.resolve([]);
  const catalogue = listCharacters({ size: CATALOGUE_SIZE }).then(({ list }) =>
    list.map((card) => ({
      characterId: card.characterId,
      nick: card.nick,
      portraitUrl: card.portraitUrl,
      isMine: false,
    })),
  );
  const [own, others] = await Promise.all([mine.catch(() => []), catalogue.catch(() => [])]);
  const seen = new Set(own.map((item) => item.characterId));
  const all = [...own, ...others.filter((item) => !seen.has(item.characterId))];
  // The character a link named comes first, where the eye starts.
  const wantedAt = all.findIndex((item) => item.characterId === wantedId);
  if (wantedAt > 0) all.unshift(...all.splice(wantedAt, 1));
  if (wantedId && wantedAt < 0) {
    const wanted = await getCharacter({ characterId: wantedId }, { silent: true }).catch(
      () => null,
    );
    if (wanted) {
      all.unshift({
        characterId: wanted.characterId,
        nick: wanted.nick,
        portraitUrl: wanted.portraitUrl,
        isMine: false,
      });
    }
  }
  return all;
}

/**
 * The characters a photo can be of: mine that are made, then the catalogue's; `wantedId` (from a
 * link such as her page's "generate a photo") is fetched when neither list holds her. The list for
 * a character the link named before never replaces the current one's.
 */
export function usePickableCharacters(wantedId: string) {
  const uid = useAtomValue(sessionUidAtom);
  return (
    useApiQuery({
      queryKey: ['pickableCharacters', uid, wantedId],
      queryFn: () => loadPickable(uid, wantedId),
    }).data ?? null
  );
}
