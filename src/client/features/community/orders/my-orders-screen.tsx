import { emitAppEvent } from '@client/app/app-events';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import type { ServiceOrder } from '@contract/api/service-order-endpoints';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { listServiceOrders } from './api/list-service-orders';
import { OrderCard } from './order-card';
import './orders.css';

type Role = 'placed' | 'received';
/** The pages shown so far of one tab, as one list, and the last page's number. */
type OrdersPage = Awaited<ReturnType<typeof listServiceOrders>> & { page: number };

/** `/orders`: commissions I placed, and those placed with me as a creator, with their moves. */
export default function MyOrdersScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const [role, setRole] = useState<Role>('placed');
  const ordersKey = ['serviceOrders', uid, role] as const;
  const answer = useApiQuery({
    queryKey: ordersKey,
    queryFn: async (): Promise<OrdersPage> => ({
      ...(await listServiceOrders({ role, page: 1 })),
      page: 1,
    }),
    enabled: Boolean(uid),
  });
  // A failed first page shows as an empty list, with its hint.
  const orders = answer.data?.list ?? (answer.isError ? [] : null);
  const isProvider = answer.data?.isProvider ?? false;
  const hasMore = answer.data?.hasMore ?? false;

  /** Appends the next page to the list it continues (not to another tab's). */
  const showMore = () => {
    const next = (answer.data?.page ?? 0) + 1;
    listServiceOrders({ role, page: next })
      .then((more) =>
        queryClient.setQueryData<OrdersPage>(ordersKey, (current) =>
          current?.page === next - 1
            ? { ...more, list: [...current.list, ...more.list], page: next }
            : current,
        ),
      )
      .catch(() => {});
  };

  const replace = (changed: ServiceOrder) =>
    queryClient.setQueryData<OrdersPage>(ordersKey, (current) =>
      current
        ? {
            ...current,
            list: current.list.map((order) =>
              order.orderId === changed.orderId ? changed : order,
            ),
          }
        : current,
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
                <Button size="m" mode="bezeled" onClick={showMore}>
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
