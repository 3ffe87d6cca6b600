import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'DECLINED';
  body: Record<string, unknown>;
  vault: boolean;
  source: 'paypal' | 'card';
  captured: { requestId: string; answer: unknown } | null;
}

export interface FakePayPal {
  base: string;
  /** Bodies of the orders created, as PayPal received them. */
  createdOrders: Array<Record<string, unknown>>;
  /** Bodies of the vault setup tokens created. */
  createdSetups: Array<Record<string, unknown>>;
  /** Request ids of every capture call. */
  captureRequestIds: string[];
  /** Payments taken from kept payment methods (renewals), one per distinct request id. */
  vaultCharges: Array<{ requestId: string; vaultId: string; amount: string }>;
  /**
   * The next charge of a kept method goes through at PayPal, but the connection drops before the
   * answer arrives, as when our server crashes or the network breaks between charge and grant.
   */
  dropNextChargeAnswer(): void;
  /** The buyer approves the order (or setup token) on PayPal's page. */
  approve(id: string): void;
  /** The buyer's bank declines the order's payment. */
  decline(id: string): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text && request.headers['content-type']?.includes('json') ? JSON.parse(text) : {};
}

/**
 * A local server speaking PayPal's REST wire protocol for what the app uses: OAuth client
 * credentials, Orders v2 (create, capture with PayPal-Request-Id idempotency, vault on success,
 * charging a vault id) and vault setup and payment tokens.
 */
export async function startFakePayPal(credentials: {
  id: string;
  secret: string;
}): Promise<FakePayPal> {
  const orders = new Map<string, FakeOrder>();
  const setups = new Map<string, { approved: boolean }>();
  const createdOrders: Array<Record<string, unknown>> = [];
  const createdSetups: Array<Record<string, unknown>> = [];
  const captureRequestIds: string[] = [];
  const vaultCharges: FakePayPal['vaultCharges'] = [];
  /** PayPal-Request-Id → the first answer to an order creation, as PayPal keeps it. */
  const answeredCreations = new Map<string, { status: number; body: unknown }>();
  let dropChargeAnswer = false;
  let counter = 0;
  let base = '';
  const completed = (order: FakeOrder) => ({
    id: order.id,
    status: 'COMPLETED',
    payer: { payer_id: 'PAYER123', email_address: 'buyer@paypal.example' },
    payment_source:
      order.source === 'card'
        ? {
            card: {
              brand: 'VISA',
              last_digits: '1111',
              ...(order.vault
                ? { attributes: { vault: { id: `VAULT-${order.id}`, status: 'VAULTED' } } }
                : {}),
            },
          }
        : {
            paypal: {
              email_address: 'buyer@paypal.example',
              ...(order.vault
                ? { attributes: { vault: { id: `VAULT-${order.id}`, status: 'VAULTED' } } }
                : {}),
            },
          },
    purchase_units: [
      { payments: { captures: [{ id: `CAPTURE-${order.id}`, status: 'COMPLETED' }] } },
    ],
  });

  const server: Server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = request.url ?? '';
    if (url === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        answer(401, { error: 'invalid_client' });
        return;
      }
      answer(200, { access_token: 'ACCESS-TOKEN', token_type: 'Bearer', expires_in: 32400 });
      return;
    }
    if (request.headers.authorization !== 'Bearer ACCESS-TOKEN') {
      answer(401, { name: 'AUTHENTICATION_FAILURE' });
      return;
    }
    const body = await readJson(request);
    if (url === '/v2/checkout/orders') {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const earlier = requestId ? answeredCreations.get(requestId) : undefined;
      if (earlier) {
        // A replayed request id answers the first result and acts no more.
        answer(earlier.status, earlier.body);
        return;
      }
      createdOrders.push(body);
      const source = body.payment_source as Record<string, Record<string, unknown>>;
      const id = `ORDER-${++counter}`;
      const order: FakeOrder = {
        id,
        status: 'CREATED',
        body,
        vault: Boolean(
          (source.paypal?.attributes as Record<string, unknown> | undefined)?.vault ??
            (source.card?.attributes as Record<string, unknown> | undefined)?.vault,
        ),
        source: source.card ? 'card' : 'paypal',
        captured: null,
      };
      orders.set(id, order);
      if (source.paypal?.vault_id) {
        // A kept payment method pays at once, with no buyer to approve.
        order.status = 'COMPLETED';
        const unit = (body.purchase_units as Array<{ amount: { value: string } }>)[0];
        vaultCharges.push({
          requestId,
          vaultId: String(source.paypal.vault_id),
          amount: unit?.amount.value ?? '',
        });
        answeredCreations.set(requestId, { status: 201, body: completed(order) });
        if (dropChargeAnswer) {
          dropChargeAnswer = false;
          response.destroy();
          return;
        }
        answer(201, completed(order));
        return;
      }
      const created = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ rel: 'payer-action', href: `${base}/checkoutnow?token=${id}` }],
      };
      if (requestId) answeredCreations.set(requestId, { status: 200, body: created });
      answer(200, created);
      return;
    }
    const capture = /^\/v2\/checkout\/orders\/([\w-]+)\/capture$/.exec(url);
    if (capture) {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      captureRequestIds.push(requestId);
      const order = orders.get(capture[1] ?? '');
      if (!order) {
        answer(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        return;
      }
      if (order.captured) {
        if (order.captured.requestId === requestId) answer(201, order.captured.answer);
        else
          answer(422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
          });
        return;
      }
      if (order.status === 'DECLINED') {
        answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
        return;
      }
      if (order.status !== 'APPROVED') {
        answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        return;
      }
      order.status = 'COMPLETED';
      order.captured = { requestId, answer: completed(order) };
      answer(201, order.captured.answer);
      return;
    }
    if (url === '/v3/vault/setup-tokens') {
      const id = `SETUP-${++counter}`;
      setups.set(id, { approved: false });
      createdSetups.push(body);
      answer(201, {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ rel: 'approve', href: `${base}/agreements/approve?approval_session_id=${id}` }],
      });
      return;
    }
    if (url === '/v3/vault/payment-tokens') {
      const setupId = String(
        (body.payment_source as Record<string, Record<string, unknown>>).token?.id ?? '',
      );
      if (!setups.get(setupId)?.approved) {
        answer(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'SETUP_TOKEN_NOT_APPROVED' }],
        });
        return;
      }
      answer(201, {
        id: `PAYMENT-TOKEN-${setupId}`,
        payment_source: { paypal: { email_address: 'card@paypal.example' } },
      });
      return;
    }
    answer(404, { name: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    createdOrders,
    createdSetups,
    captureRequestIds,
    vaultCharges,
    dropNextChargeAnswer: () => {
      dropChargeAnswer = true;
    },
    approve: (id) => {
      const order = orders.get(id);
      if (order) order.status = 'APPROVED';
      const setup = setups.get(id);
      if (setup) setup.approved = true;
    },
    decline: (id) => {
      const order = orders.get(id);
      if (order) order.status = 'DECLINED';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
