import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { useApiQuery } from '@client/lib/query/use-api-query';
import type { EndpointOutput } from '@contract/api/endpoint';
import type { giftListEndpoint } from '@contract/api/gift-endpoints';
import { ROUTES } from '@contract/routes';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { listGifts } from './api/list-gifts';
import './gift-sheet.css';

type GiftCatalogue = EndpointOutput<typeof giftListEndpoint>;

export interface GiftSheetProps {
  isOpen: boolean;
  onClose(): void;
  /** The coins the user has; gifts that cost more are shown but cannot be chosen. */
  coins: number;
  onGive(giftId: string): void;
}

/** The gift shop of a conversation: each gift with its price, the coins left and today's limit. */
export function GiftSheet({ isOpen, onClose, coins, onGive }: GiftSheetProps) {
  const { t } = useLingui();
  // Asked again on each opening: today's count changes with every gift. A shop that cannot be
  // loaded closes (the API error listener has said why).
  const catalogue: GiftCatalogue | null =
    useApiQuery({
      queryKey: ['gifts'],
      queryFn: () =>
        listGifts({}).catch((error: unknown) => {
          onClose();
          throw error;
        }),
      enabled: isOpen,
    }).data ?? null;

  const limit = catalogue?.dailyLimit ?? null;
  const isLimitReached = limit !== null && (catalogue?.sentToday ?? 0) >= limit;
  return (
    <BottomPopup isOpen={isOpen} onClose={onClose} label={t`Send a gift`}>
      <h2 className="gift-sheet__title">{t`Send a gift`}</h2>
      <p className="gift-sheet__balance">
        <Plural value={coins} one="You have # coin" other="You have # coins" />
      </p>
      <Link href={`${ROUTES.buyCoins}?from=gift`} className="gift-sheet__buy" onClick={onClose}>
        {t`Buy coins`}
      </Link>
      {limit !== null && catalogue && (
        <p className="gift-sheet__limit">
          {t`Gifts sent today: ${catalogue.sentToday} of ${limit}. VIP members send as many as they like.`}
        </p>
      )}
      <ul className="gift-sheet__list" aria-busy={!catalogue}>
        {catalogue?.list.map((gift) => (
          <li key={gift.id}>
            <button
              type="button"
              className="gift-sheet__gift"
              disabled={gift.price > coins || isLimitReached}
              onClick={() => {
                onClose();
                onGive(gift.id);
              }}
            >
              <span className="gift-sheet__emoji" aria-hidden="true">
                {gift.emoji}
              </span>
              <span className="gift-sheet__name">{gift.name}</span>
              <span className="gift-sheet__price">
                <Plural value={gift.price} one="# coin" other="# coins" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </BottomPopup>
  );
}
