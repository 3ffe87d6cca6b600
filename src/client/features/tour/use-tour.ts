import { ApiError } from '@client/lib/api/api-error';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import type { TourQuota } from '@contract/api/tour-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { useCallback, useMemo, useState } from 'react';
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

/** The free messages left for a visitor's token (the tour's config, as a cached answer). */
const tourQuotaQuery = (visitorToken: string) => ({
  queryKey: ['tourQuota', visitorToken],
  queryFn: () => getTourConfig({ visitorToken }, { silent: true }),
});

const unavailableOf = (error: unknown): TourUnavailable => {
  const code = error instanceof ApiError ? error.code : null;
  if (code === REFUSAL_CODE.featureOff) return 'off';
  return code === REFUSAL_CODE.tooManyVisitors ? 'limited' : 'failed';
};

/**
 * The visitor's tour: their token (kept on the device), the free messages left, the tour
 * characters, and the conversation with the chosen one (keyed by her: the conversation of a
 * character the visitor has left never opens for the one chosen now).
 */
export function useTour(wantedCharacterId: string | null) {
  const start = useApiQuery({
    queryKey: ['tourStart'],
    queryFn: async () => {
      const [config, { list }] = await Promise.all([
        loadTourConfig(),
        listTourCharacters({}, { silent: true }),
      ]);
      queryClient.setQueryData<TourQuota>(
        tourQuotaQuery(config.visitorToken).queryKey,
        () => config,
      );
      return { visitorToken: config.visitorToken, characters: list };
    },
  });
  const visitorToken = start.data?.visitorToken ?? null;
  const characters = start.data?.characters ?? [];
  // The visitor's choice, for the character the link wanted when it was made.
  const [chosen, setChosen] = useState<{ wanted: string | null; characterId: string }>();
  const wanted = characters.find((character) => character.characterId === wantedCharacterId);
  const characterId =
    chosen?.wanted === wantedCharacterId
      ? chosen.characterId
      : ((wanted ?? characters[0])?.characterId ?? null);
  const chooseCharacter = (id: string) => setChosen({ wanted: wantedCharacterId, characterId: id });

  // Known from the start's answer; asked again after each reply (spent, or given back on failure).
  const quota = useApiQuery({
    ...tourQuotaQuery(visitorToken ?? ''),
    enabled: Boolean(visitorToken),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Stable, since the conversation's handlers depend on it.
  const refreshQuota = useCallback(() => {
    if (!visitorToken) return;
    const { queryKey, queryFn } = tourQuotaQuery(visitorToken);
    queryClient.fetchQuery(queryKey, queryFn).catch(() => {});
  }, [visitorToken]);

  const conversation = useApiQuery({
    queryKey: ['tourConversation', visitorToken, characterId],
    queryFn: () =>
      openTourConversation({ visitorToken: visitorToken ?? '', characterId: characterId ?? '' }),
    enabled: Boolean(visitorToken && characterId),
  });
  const unavailable = start.isError
    ? unavailableOf(start.error)
    : conversation.isError
      ? 'failed'
      : null;

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
    quota: quota.data ?? null,
    characters,
    characterId,
    chooseCharacter,
    conversationId: conversation.data?.conversationId ?? null,
    unavailable,
    calls,
    refreshQuota,
  };
}
