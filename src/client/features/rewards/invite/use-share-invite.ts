import { useBridge } from '@client/bridge/bridge-context';
import { BRAND } from '@client/config/build-config';
import { sessionUidAtom } from '@client/session/session';
import type { InviteSummary } from '@contract/api/reward-endpoints';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { getInviteSummary } from '../api/get-invite-summary';
import { shareInvite } from './share-invite';

let summary: Promise<InviteSummary | null> | null = null;

/** The invite summary, asked once per page load for the Telegram link (refreshed by the screen). */
export function loadInviteSummary({ force = false } = {}): Promise<InviteSummary | null> {
  if (!summary || force) {
    const request = getInviteSummary({}, { silent: true }).catch(() => {
      // A failed look-up is asked again next time rather than kept.
      if (summary === request) summary = null;
      return null;
    });
    summary = request;
  }
  return summary;
}

/**
 * Shares the signed-in user's invite to the app or to one character; null when signed out (there
 * is no one to credit).
 */
export function useShareInvite() {
  const { t } = useLingui();
  const bridge = useBridge();
  const uid = useAtomValue(sessionUidAtom);
  const share = useCallback(
    async (character?: { id: string; nick: string }) => {
      if (!uid) return;
      const brand = BRAND.title;
      const words = character
        ? {
            text: t`Meet ${character.nick} on ${brand} and start a chat with my invite.`,
            buttonText: t`Chat with ${character.nick}`,
          }
        : {
            text: t`Join me on ${brand}: AI companions who chat, flirt and send photos.`,
            buttonText: t`Open ${brand}`,
          };
      const telegramAppUrl = (await loadInviteSummary())?.telegramAppUrl ?? null;
      await shareInvite(
        bridge,
        { uid, ...(character ? { characterId: character.id } : {}) },
        words,
        telegramAppUrl,
      );
    },
    [bridge, uid, t],
  );
  return uid ? share : null;
}
