import { ApiError } from '@client/lib/api/api-error';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import type { CharacterCard } from '@contract/api/character-endpoints';
import type { TourQuota } from '@contract/api/tour-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConversationCalls } from '../chat/use-conversation';
import { getTourConfig } from './api/get-tour-config';
import { joinTourReply } from './api/join-tour-reply';
import { listTourCharacters } from './api/list-tour-characters';
import { listTourMessages } from './api/list-tour-messages';
import { openTourConversation } from './api/open-tour-conversation';
import { sendTourMessage } from './api/send-tour-message';

let starting: ReturnType<typeof getTourConfig> | null = null;

/**
 * The visitor's tour config for the token this device keeps (a new tour when it has none); calls
 * made while one is on its way share it, so a device never starts two tours at once.
 */
function loadTourConfig() {
  const known = storage.get(STORAGE_KEYS.visitorToken);
  starting ??= getTourConfig(known ? { visitorToken: known } : {}, { silent: true })
    .then((config) => {
      storage.set(STORAGE_KEYS.visitorToken, config.visitorToken);
      return config;
    })
    .finally(() => {
      starting = null;
    });
  return starting;
}

/** Why the tour cannot be shown: switched off by the operator, or too many tours from here. */
export type TourUnavailable = 'off' | 'limited' | 'failed';

/**
 * The visitor's tour: their token (kept on the device), the free messages left, the tour
 * characters, and the conversation with the chosen one.
 */
export function useTour(wantedCharacterId: string | null) {
  const [visitorToken, setVisitorToken] = useState<string | null>(null);
  const [quota, setQuota] = useState<TourQuota | null>(null);
  const [characters, setCharacters] = useState<CharacterCard[]>([]);
  const [characterId, setCharacterId] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<TourUnavailable | null>(null);

  useEffect(() => {
    Promise.all([loadTourConfig(), listTourCharacters({}, { silent: true })])
      .then(([config, { list }]) => {
        setVisitorToken(config.visitorToken);
        setQuota(config);
        setCharacters(list);
        const wanted = list.find((character) => character.characterId === wantedCharacterId);
        setCharacterId((wanted ?? list[0])?.characterId ?? null);
      })
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : null;
        setUnavailable(
          code === REFUSAL_CODE.featureOff
            ? 'off'
            : code === REFUSAL_CODE.tooManyVisitors
              ? 'limited'
              : 'failed',
        );
      });
  }, [wantedCharacterId]);

  useEffect(() => {
    if (!visitorToken || !characterId) return;
    setConversationId(null);
    openTourConversation({ visitorToken, characterId })
      .then(({ conversationId: id }) => setConversationId(id))
      .catch(() => setUnavailable('failed'));
  }, [visitorToken, characterId]);

  /** Reads the free messages left again, after a reply (spent, or given back on failure). */
  const refreshQuota = useCallback(() => {
    if (!visitorToken) return;
    getTourConfig({ visitorToken }, { silent: true })
      .then(setQuota)
      .catch(() => {});
  }, [visitorToken]);

  const calls = useMemo<ConversationCalls | null>(
    () =>
      visitorToken
        ? {
            list: (params, options) => listTourMessages({ ...params, visitorToken }, options),
            join: (params, onEvent, options) =>
              joinTourReply({ ...params, visitorToken }, onEvent, options),
            send: (params, onEvent, options) =>
              sendTourMessage({ ...params, visitorToken }, onEvent, options),
          }
        : null,
    [visitorToken],
  );

  return {
    visitorToken,
    quota,
    characters,
    characterId,
    chooseCharacter: setCharacterId,
    conversationId,
    unavailable,
    calls,
    refreshQuota,
  };
}
