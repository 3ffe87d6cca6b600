import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { removeCard } from '@client/features/payments/api/remove-card';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { PaymentCard } from '@contract/api/payment-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Button, Cell } from '@telegram-apps/telegram-ui';
import { formatDay } from './format-date';

export interface CardCellProps {
  card: PaymentCard;
  /** Told the cards left after this one was removed. */
  onRemoved(cards: PaymentCard[]): void;
}

/** A linked card (brand and last digits) or PayPal account (its masked address), with Remove. */
export function CardCell({ card, onRemoved }: CardCellProps) {
  const { t, i18n } = useLingui();
  const { isBusy, run } = useExclusiveAction();
  const added = formatDay(card.createdAt, i18n.locale);
  const identity = card.last4 ? `•••• ${card.last4}` : (card.label ?? '');
  const name = `${card.brand} ${identity}`.trim();

  const remove = () =>
    run(async () => {
      const answer = await openConfirmDialog({
        title: t`Remove this card?`,
        message: t`Renewals charged to ${name} stop: a subscription paid with it will not renew. Your VIP stays until the paid period ends.`,
        confirmText: t`Remove`,
        isDestructive: true,
      });
      if (answer !== 'confirm') return;
      onRemoved((await removeCard({ cardId: card.id })).cards);
    });

  return (
    <Cell
      subtitle={
        // Digits and addresses keep their own direction inside right-to-left text.
        <span dir={card.last4 ? 'ltr' : 'auto'}>{identity}</span>
      }
      description={t`Added on ${added}`}
      after={
        <Button
          size="s"
          mode="plain"
          className="payments-settings__danger"
          aria-label={t`Remove ${name}`}
          loading={isBusy}
          onClick={() => void remove()}
        >
          {t`Remove`}
        </Button>
      }
      multiline
    >
      {card.brand}
    </Cell>
  );
}
