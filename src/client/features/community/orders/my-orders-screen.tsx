import { emitAppEvent } from '@client/app/app-events';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { sessionUidAtom } from '@client/session/session';
import type { ServiceOrder } from '@contract/api/service-order-endpoints';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { listServiceOrders } from './api/list-service-orders';
import { OrderCard } from './order-card';
import './orders.css';

type Role = 'placed' | 'received';

/** `/orders`: commissions I placed, and those placed with me as a creator, with their moves. */
export default function MyOrdersScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const [role, setRole] = useState<Role>('placed');
  const [orders, setOrders] = useState<ServiceOrder[] | null>(null);
  const [isProvider, setIsProvider] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [page, setPage] = useState(1);

  const load = useCallback(
    (nextPage: number) => {
      listServiceOrders({ role, page: nextPage })
        .then((answer) => {
          setOrders((current) =>
            nextPage === 1 ? answer.list : [...(current ?? []), ...answer.list],
          );
          setHasMore(answer.hasMore);
          setIsProvider(answer.isProvider);
          setPage(nextPage);
        })
        .catch(() => setOrders((current) => current ?? []));
    },
    [role],
  );

  useEffect(() => {
    if (!uid) return;
    setOrders(null);
    load(1);
  }, [uid, load]);

  const replace = (changed: ServiceOrder) =>
    setOrders((current) =>
      (current ?? []).map((order) => (order.orderId === changed.orderId ? changed : order)),
    );

  return (
    <PageFrame title={t`My orders`} onBack={goBack}>
      <div className="orders-page">
        {!uid ? (
          <Button
            size="l"
            stretched
            onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
          >
            {t`Sign in to see your orders`}
          </Button>
        ) : (
          <>
            <div className="orders-tabs" role="tablist" aria-label={t`Orders`}>
              {(['placed', 'received'] as const).map((id) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  aria-selected={role === id}
                  className={`orders-tabs__tab${role === id ? ' orders-tabs__tab--on' : ''}`}
                  onClick={() => setRole(id)}
                >
                  {id === 'placed' ? t`I ordered` : t`Ordered from me`}
                </button>
              ))}
            </div>
            <div role="tabpanel" className="orders-list" aria-busy={orders === null}>
              {orders?.length === 0 && (
                <p className="orders-hint">
                  {role === 'placed'
                    ? t`No orders yet. Open a character made by a creator and choose Commission the creator.`
                    : isProvider
                      ? t`Nobody has ordered from you yet. Add your links so fans can find you.`
                      : t`Publish one of your characters to receive orders from fans.`}
                </p>
              )}
              {orders?.map((order) => (
                <OrderCard key={order.orderId} order={order} onChange={replace} />
              ))}
              {hasMore && (
                <Button size="m" mode="bezeled" onClick={() => load(page + 1)}>
                  {t`Show more`}
                </Button>
              )}
            </div>
            {role === 'received' && isProvider && (
              <Link href={ROUTES.settingsCreatorLinks} className="orders-link">
                {t`Edit my creator links`}
              </Link>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}
