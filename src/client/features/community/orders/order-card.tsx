import { showToast } from '@client/components/toast/toast-store';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import type { ServiceOrder } from '@contract/api/service-order-endpoints';
import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { cancelServiceOrder } from './api/cancel-service-order';
import { confirmServiceOrder } from './api/confirm-service-order';
import { rejectServiceOrder } from './api/reject-service-order';
import { verifyServiceOrder } from './api/verify-service-order';
import { DeliverForm } from './deliver-form';
import { ORDER_KIND_LABELS, ORDER_STATE_LABELS } from './order-labels';

export interface OrderCardProps {
  order: ServiceOrder;
  /** Called with the order as the server answered after an action. */
  onChange(order: ServiceOrder): void;
}

/** One commission with the moves its reader may make: cancel, or accept, decline and deliver. */
export function OrderCard({ order, onChange }: OrderCardProps) {
  const { t, i18n } = useLingui();
  const acting = useExclusiveAction();
  const [isDelivering, setIsDelivering] = useState(false);
  const kind = i18n._(ORDER_KIND_LABELS[order.kind]);
  const state = i18n._(ORDER_STATE_LABELS[order.state]);
  const { price, creatorEarning, characterNick, creatorNick, buyerNick, rejectReason } = order;
  const orderId = order.orderId;

  /** Runs an action, shows the order as it now is and refreshes the coin balance. */
  const act = (call: () => Promise<{ order: ServiceOrder }>, done: string) =>
    acting.run(async () => {
      const answer = await call();
      onChange(answer.order);
      void refreshProfile({ force: true });
      showToast(done);
    });

  const expires = order.expiresAt ? new Date(order.expiresAt).toLocaleString(i18n.locale) : null;
  return (
    <article className="order-card" aria-label={t`${kind} for ${characterNick}`}>
      <header className="order-card__head">
        <strong>{kind}</strong>
        <span className={`order-card__state order-card__state--${order.state}`}>{state}</span>
      </header>
      <p className="order-card__who">
        {order.isMine ? (
          <>
            {t`Creator: ${creatorNick}`}
            {' · '}
            <Link href={`/role/${order.characterId}`}>{characterNick}</Link>
          </>
        ) : (
          t`Ordered by ${buyerNick} for ${characterNick}`
        )}
      </p>
      <p className="order-card__price">
        {order.isMine ? (
          <Plural value={price} one="# coin" other="# coins" />
        ) : (
          t`You earn ${creatorEarning} of ${price} coins`
        )}
      </p>
      <p className="order-card__brief" dir="auto">
        {order.brief}
      </p>
      {expires && (order.state === 'created' || order.state === 'confirmed') && (
        <p className="orders-hint">{t`Ends with a full refund on ${expires} if not done`}</p>
      )}
      {order.state === 'rejected' && rejectReason && (
        <p className="order-card__note" dir="auto">
          {t`Reason: ${rejectReason}`}
        </p>
      )}
      {order.state === 'verified' && (
        <section className="order-card__delivery" aria-label={t`Delivery`}>
          <h3>{t`Delivery`}</h3>
          <p className="order-card__note" dir="auto">
            {order.deliveryNote}
          </p>
          {order.deliveryImageUrl && (
            <img src={order.deliveryImageUrl} alt={t`Delivered with the order`} loading="lazy" />
          )}
        </section>
      )}
      {isDelivering ? (
        <DeliverForm
          onCancel={() => setIsDelivering(false)}
          onDeliver={async (delivery) => {
            const answer = await verifyServiceOrder({ orderId, ...delivery });
            setIsDelivering(false);
            onChange(answer.order);
            void refreshProfile({ force: true });
            showToast(t`Delivered. Your earnings were added to your coins.`);
          }}
        />
      ) : (
        <div className="order-card__actions">
          {order.isMine && order.state === 'created' && (
            <Button
              size="m"
              mode="bezeled"
              loading={acting.isBusy}
              onClick={() =>
                act(() => cancelServiceOrder({ orderId }), t`Order cancelled, coins returned`)
              }
            >
              {t`Cancel order`}
            </Button>
          )}
          {!order.isMine && order.state === 'created' && (
            <Button
              size="m"
              loading={acting.isBusy}
              onClick={() => act(() => confirmServiceOrder({ orderId }), t`Order accepted`)}
            >
              {t`Accept`}
            </Button>
          )}
          {!order.isMine && order.state === 'confirmed' && (
            <Button size="m" onClick={() => setIsDelivering(true)}>
              {t`Deliver`}
            </Button>
          )}
          {!order.isMine && (order.state === 'created' || order.state === 'confirmed') && (
            <Button
              size="m"
              mode="plain"
              loading={acting.isBusy}
              onClick={() =>
                act(
                  () => rejectServiceOrder({ orderId }),
                  t`Order declined, the buyer gets the coins back`,
                )
              }
            >
              {t`Decline`}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
