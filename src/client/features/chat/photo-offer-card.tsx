import { CameraIcon } from '@client/components/icons/icons';
import { ApiError } from '@client/lib/api/api-error';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ROUTES } from '@contract/routes';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { acceptPhotoOffer } from './api/accept-photo-offer';
import { getPhotoOfferStatus } from './api/get-photo-offer-status';
import './photo-offer-card.css';

/** How often a photo being drawn is asked after; a chat photo takes seconds. */
const DRAWING_POLL_MS = 2000;

/**
 * A photo she offered, under her reply: her line, its price and "See it". Nothing is charged until
 * the tap; then it is drawn (the card follows it) and lands on the reply and in the album. A photo
 * that could not be drawn comes back as an offer, its price refunded.
 */
export function PhotoOfferCard({
  message,
  characterName,
  onChange,
}: {
  message: ChatMessage & { offer: NonNullable<ChatMessage['offer']> };
  characterName: string;
  /** The reply as the server now has it (the offer opened, drawn or open again). */
  onChange(message: ChatMessage): void;
}) {
  const { t } = useLingui();
  const { offer } = message;
  const opening = useExclusiveAction();
  const [error, setError] = useState<string | null>(null);
  const [isShort, setIsShort] = useState(false);
  const [wasRefunded, setWasRefunded] = useState(false);
  const isDrawing = offer.state === 'drawing';
  const statusKey = ['photo-offer', message.conversationId, message.id] as const;
  const status = useApiQuery({
    queryKey: statusKey,
    queryFn: () =>
      getPhotoOfferStatus(
        { conversationId: message.conversationId, messageId: message.id },
        // A missed look is taken again at the next one.
        { silent: true },
      ),
    enabled: isDrawing,
    refetchInterval: isDrawing ? DRAWING_POLL_MS : false,
  });
  const latest = status.data?.message;
  useEffect(() => {
    if (!isDrawing || !latest?.offer || latest.offer.state === 'drawing') return;
    if (latest.offer.state === 'open') setWasRefunded(true);
    onChange(latest);
  }, [isDrawing, latest, onChange]);

  const open = () =>
    opening.run(async () => {
      setError(null);
      setIsShort(false);
      setWasRefunded(false);
      try {
        // Its refusal (too few coins, opened already) is shown on the card, not as a toast.
        const answer = await acceptPhotoOffer(
          { conversationId: message.conversationId, messageId: message.id },
          { silent: true },
        );
        // The last look at an earlier drawing must not end this one.
        queryClient.setQueryData(statusKey, () => answer);
        onChange(answer.message);
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === REFUSAL_CODE.notEnoughCoins) {
          setIsShort(true);
          return;
        }
        setError(failure instanceof ApiError ? failure.message : t`Something went wrong`);
      }
    });

  const price = plural(offer.price, { one: '# coin', other: '# coins' });
  return (
    <section className="offer-card" aria-label={t`A photo from ${characterName}`}>
      <span className="offer-card__icon" aria-hidden="true">
        <CameraIcon />
      </span>
      <p className="offer-card__line" dir="auto">
        {offer.line}
      </p>
      {offer.state === 'open' ? (
        <>
          <button
            type="button"
            className="offer-card__open"
            disabled={opening.isBusy}
            onClick={() => void open()}
          >
            {t`See it · ${price}`}
          </button>
          <p className="offer-card__note">{t`Nothing is charged until you tap.`}</p>
        </>
      ) : (
        <p className="offer-card__note" role="status">
          {offer.isAuto
            ? t`Opened with your daily allowance: developing the photo…`
            : t`Developing the photo…`}
        </p>
      )}
      {wasRefunded && (
        <p className="offer-card__error" role="alert">
          {t`The photo could not be made. Your coins were returned.`}
        </p>
      )}
      {isShort && (
        <p className="offer-card__error" role="alert">
          {t`Seeing it takes ${price}.`}{' '}
          <Link href={`${ROUTES.buyCoins}?from=photo_offer`}>{t`Get coins`}</Link>
        </p>
      )}
      {error && (
        <p className="offer-card__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
