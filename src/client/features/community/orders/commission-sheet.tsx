import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { showToast } from '@client/components/toast/toast-store';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import type { SocialLink } from '@contract/api/service-order-endpoints';
import { ROUTES } from '@contract/routes';
import {
  creatorEarning,
  SERVICE_ORDER_BRIEF_MAX_LENGTH,
  SERVICE_ORDER_BRIEF_MIN_LENGTH,
  SERVICE_ORDER_CONFIRM_HOURS,
  SERVICE_ORDER_KINDS,
  SERVICE_ORDER_PRICES,
  type ServiceOrderKind,
} from '@contract/service-orders';
import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { createServiceOrder } from './api/create-service-order';
import { getPublicProfile } from './api/get-public-profile';
import { CreatorLinks } from './creator-links';
import { ORDER_KIND_HINTS, ORDER_KIND_LABELS } from './order-labels';
import './orders.css';

export interface CommissionSheetProps {
  characterId: string;
  /** Her name, for the heading. */
  nick: string;
  creatorId: string;
  creatorNick: string;
  isOpen: boolean;
  onClose(): void;
}

/**
 * Orders a custom piece from the creator of a public character: kind, brief, price against the
 * balance (with the way to buy coins when short), then the price is held until the order ends.
 */
export default function CommissionSheet({
  characterId,
  nick,
  creatorId,
  creatorNick,
  isOpen,
  onClose,
}: CommissionSheetProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const balance = useAtomValue(profileAtom)?.user.goldBalance ?? 0;
  const [kind, setKind] = useState<ServiceOrderKind>('photo_set');
  const [brief, setBrief] = useState('');
  // Her creator's links, the same answer as the creator's own links page.
  const links: SocialLink[] =
    useApiQuery({
      queryKey: ['publicProfile', creatorId],
      queryFn: () => getPublicProfile({ uid: creatorId }, { silent: true }),
      enabled: isOpen,
    }).data?.socialLinks ?? [];
  const sending = useExclusiveAction();

  // The balance shown is the profile's (the session layer's own loader).
  useEffect(() => {
    if (isOpen) void refreshProfile({ force: true });
  }, [isOpen]);

  const price = SERVICE_ORDER_PRICES[kind];
  const isShort = balance < price;
  const isBriefValid = brief.trim().length >= SERVICE_ORDER_BRIEF_MIN_LENGTH;
  const minLength = SERVICE_ORDER_BRIEF_MIN_LENGTH;
  const hours = SERVICE_ORDER_CONFIRM_HOURS;
  const missing = price - balance;
  const earning = creatorEarning(price);

  const send = () =>
    sending.run(async () => {
      await createServiceOrder({ characterId, kind, brief: brief.trim() });
      await refreshProfile({ force: true });
      showToast(t`Order sent to ${creatorNick}. Your coins are held until it ends.`);
      setBrief('');
      // Navigating first replaces the sheet's history entry, so closing it does not go back.
      navigate(ROUTES.orders);
      onClose();
    });

  return (
    <BottomPopup isOpen={isOpen} onClose={onClose} label={t`Commission ${creatorNick}`}>
      <div className="commission-sheet">
        <h2>{t`Commission ${creatorNick}`}</h2>
        <p className="orders-hint">
          {t`Ask the creator of ${nick} for a piece made for you. Your coins are held and come back in full if the creator declines or does not accept within ${hours} hours.`}
        </p>
        <CreatorLinks links={links} />
        <fieldset className="commission-sheet__kinds">
          <legend>{t`What would you like?`}</legend>
          {SERVICE_ORDER_KINDS.map((id) => {
            const kindPrice = SERVICE_ORDER_PRICES[id];
            return (
              <label key={id} className="commission-sheet__kind">
                <input
                  type="radio"
                  name="commission-kind"
                  checked={kind === id}
                  onChange={() => setKind(id)}
                />
                <span className="commission-sheet__kind-text">
                  <strong>{i18n._(ORDER_KIND_LABELS[id])}</strong>
                  <span>{i18n._(ORDER_KIND_HINTS[id])}</span>
                </span>
                <span className="commission-sheet__price">
                  <Plural value={kindPrice} one="# coin" other="# coins" />
                </span>
              </label>
            );
          })}
        </fieldset>
        <label className="commission-sheet__brief">
          <span>{t`Your brief (at least ${minLength} characters)`}</span>
          <textarea
            dir="auto"
            className="text-field"
            rows={4}
            value={brief}
            maxLength={SERVICE_ORDER_BRIEF_MAX_LENGTH}
            onChange={(event) => setBrief(event.target.value)}
          />
        </label>
        <p className="orders-hint">
          <Plural value={balance} one="You have # coin" other="You have # coins" />
          {' · '}
          {t`The creator receives ${earning} of ${price} coins`}
        </p>
        {isShort ? (
          <>
            <p className="commission-sheet__short" role="status">
              <Plural value={missing} one="You need # more coin" other="You need # more coins" />
            </p>
            <Link
              href={`${ROUTES.buyCoins}?from=commission`}
              className="commission-sheet__buy"
              onClick={onClose}
            >
              {t`Buy coins`}
            </Link>
          </>
        ) : (
          <Button
            size="l"
            stretched
            disabled={!isBriefValid}
            loading={sending.isBusy}
            onClick={send}
          >
            <Plural value={price} one="Order for # coin" other="Order for # coins" />
          </Button>
        )}
      </div>
    </BottomPopup>
  );
}
