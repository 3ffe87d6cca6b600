import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listServiceOrders } from '../../src/client/features/community/orders/api/list-service-orders';
import MyOrdersScreen from '../../src/client/features/community/orders/my-orders-screen';
import type { ServiceOrder } from '../../src/contract/api/service-order-endpoints';
import { deferred } from './helpers/deferred';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/community/orders/api/list-service-orders', () => ({
  listServiceOrders: vi.fn(),
}));

type OrderList = Awaited<ReturnType<typeof listServiceOrders>>;

const order = (orderId: string, brief: string, isMine: boolean): ServiceOrder => ({
  orderId,
  kind: 'story',
  state: 'created',
  price: 100,
  creatorEarning: 80,
  brief,
  characterId: 'c1',
  characterNick: 'Alice',
  buyerId: 'u1',
  buyerNick: 'Bob',
  creatorId: 'u2',
  creatorNick: 'Eve',
  isMine,
  deliveryNote: null,
  deliveryImageUrl: null,
  rejectReason: null,
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const page = (list: ServiceOrder[], hasMore = false): OrderList => ({
  list,
  hasMore,
  isProvider: true,
});

afterEach(() => {
  endTestSession();
  vi.clearAllMocks();
});

describe('My orders data', () => {
  it('shows the chosen tab when the other tab’s slow answer lands after it', async () => {
    startTestSession();
    const placed = deferred<OrderList>();
    const received = deferred<OrderList>();
    vi.mocked(listServiceOrders).mockImplementation(({ role }) =>
      role === 'received' ? received.promise : placed.promise,
    );
    renderInApp(<MyOrdersScreen />, '/orders');

    // The user switches tabs before the first tab has loaded.
    await userEvent.click(screen.getByRole('tab', { name: 'Ordered from me' }));
    received.resolve(page([order('o2', 'A story for my fans', false)]));
    expect(await screen.findByText('A story for my fans')).toBeInTheDocument();

    // The first tab's answer arrives late: it belongs to that tab, not on screen now.
    await act(async () => {
      placed.resolve(page([order('o1', 'Photos at the beach', true)]));
      await placed.promise;
    });
    expect(screen.getByText('A story for my fans')).toBeInTheDocument();
    expect(screen.queryByText('Photos at the beach')).not.toBeInTheDocument();

    // Back on the first tab its answer shows from the cache while it is asked again.
    const placedAgain = deferred<OrderList>();
    vi.mocked(listServiceOrders).mockReturnValueOnce(placedAgain.promise);
    await userEvent.click(screen.getByRole('tab', { name: 'I ordered' }));
    expect(screen.getByText('Photos at the beach')).toBeInTheDocument();
    expect(screen.queryByText('A story for my fans')).not.toBeInTheDocument();
  });

  it('puts a late next page in its own tab, not the one on screen', async () => {
    startTestSession();
    vi.mocked(listServiceOrders).mockImplementation(async ({ role, page: number }) =>
      role === 'placed' && number === 1
        ? page([order('o1', 'First page', true)], true)
        : page([order(`o-${role}-${number}`, `${role} page ${number}`, true)]),
    );
    renderInApp(<MyOrdersScreen />, '/orders');
    expect(await screen.findByText('First page')).toBeInTheDocument();

    const more = deferred<OrderList>();
    vi.mocked(listServiceOrders).mockReturnValueOnce(more.promise);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    // The user moves to the other tab before the next page arrives.
    await userEvent.click(screen.getByRole('tab', { name: 'Ordered from me' }));
    expect(await screen.findByText('received page 1')).toBeInTheDocument();
    await act(async () => {
      more.resolve(page([order('o3', 'Second page', true)]));
      await more.promise;
    });
    expect(screen.getByText('received page 1')).toBeInTheDocument();
    expect(screen.queryByText('Second page')).not.toBeInTheDocument();
  });
});
