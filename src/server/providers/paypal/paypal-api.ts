import type { Env } from '../../config/env';

/**
 * PayPal's REST API (Orders v2 and the vault), over fetch. PayPal's own server SDK can only talk
 * to its two fixed hosts, so it could not be pointed at `PAYPAL_API_BASE` (tests use a local fake
 * that speaks the same wire protocol).
 */
export interface PayPalApi {
  /** Creates an order to approve; `vault` also keeps the payment method for renewals. */
  createOrder(input: {
    referenceId: string;
    amountUsd: number;
    description: string;
    brandName: string;
    returnUrl: string;
    cancelUrl: string;
    source: 'paypal' | 'card';
    vault: boolean;
    requestId: string;
  }): Promise<{ id: string; approveUrl: string }>;
  /** Captures an approved order; replaying it with the same request id is harmless. */
  captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalCapture>;
  /** Charges a kept payment method right away (a renewal). */
  chargeVaulted(input: {
    vaultId: string;
    referenceId: string;
    amountUsd: number;
    description: string;
    requestId: string;
  }): Promise<PayPalCapture>;
  /** Starts keeping a payment method without paying (linking a card). */
  createSetupToken(input: {
    returnUrl: string;
    cancelUrl: string;
    requestId: string;
  }): Promise<{ id: string; approveUrl: string }>;
  /** Turns an approved setup token into a kept payment method. */
  createPaymentToken(setupTokenId: string, requestId: string): Promise<PayPalVaultedMethod>;
}

interface PayPalVaultedMethod {
  id: string;
  brand: string;
  last4: string | null;
  email: string | null;
}

export interface PayPalCapture {
  /** COMPLETED when the money moved. */
  status: string;
  captureId: string | null;
  payerId: string | null;
  /** The payment method kept for renewals, when the order asked to vault it. */
  vaulted: PayPalVaultedMethod | null;
}

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

interface OrderBody {
  id: string;
  status: string;
  links?: Array<{ rel: string; href: string }>;
  payer?: { payer_id?: string; email_address?: string };
  payment_source?: {
    paypal?: {
      email_address?: string;
      attributes?: { vault?: { id?: string; status?: string } };
    };
    card?: {
      brand?: string;
      last_digits?: string;
      attributes?: { vault?: { id?: string; status?: string } };
    };
  };
  purchase_units?: Array<{
    payments?: { captures?: Array<{ id: string; status: string }> };
  }>;
}

/** Where the buyer approves: the `approve` link (orders) or `payer-action` (vault, card 3DS). */
function approveLink(body: { links?: Array<{ rel: string; href: string }> }): string {
  const link = body.links?.find((item) => item.rel === 'approve' || item.rel === 'payer-action');
  if (!link) throw new PayPalError(500, null, 'PayPal answered no approval link');
  return link.href;
}

function captureOf(body: OrderBody): PayPalCapture {
  const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
  const source = body.payment_source;
  const vault = source?.paypal?.attributes?.vault ?? source?.card?.attributes?.vault;
  return {
    status: capture?.status ?? body.status,
    captureId: capture?.id ?? null,
    payerId: body.payer?.payer_id ?? null,
    vaulted: vault?.id
      ? {
          id: vault.id,
          brand: source?.card?.brand ?? 'PayPal',
          last4: source?.card?.last_digits ?? null,
          email: source?.paypal?.email_address ?? body.payer?.email_address ?? null,
        }
      : null,
  };
}

/** The PayPal API for the configured app, or null without credentials. */
/** The one purchase unit of our orders: our order id as reference, the amount in USD. */
function purchaseUnit(input: { referenceId: string; description: string; amountUsd: number }) {
  return {
    reference_id: input.referenceId,
    custom_id: input.referenceId,
    description: input.description.slice(0, 127),
    amount: { currency_code: 'USD', value: input.amountUsd.toFixed(2) },
  };
}

export function createPayPalApi(env: Env): PayPalApi | null {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: secret } = env;
  if (!clientId || !secret) return null;
  const base = env.PAYPAL_API_BASE.replace(/\/$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok)
      throw new PayPalError(response.status, null, 'PayPal refused the app credentials');
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call<T>(path: string, body: unknown, requestId: string): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        // Makes a replayed call (a retried capture) answer the first result instead of acting twice.
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const parsed = text
      ? (JSON.parse(text) as T & { details?: Array<{ issue?: string }>; message?: string })
      : ({} as T);
    if (!response.ok) {
      const failure = parsed as { details?: Array<{ issue?: string }>; message?: string };
      throw new PayPalError(
        response.status,
        failure.details?.[0]?.issue ?? null,
        failure.message ?? `PayPal answered ${response.status}`,
      );
    }
    return parsed;
  }

  return {
    async createOrder(input) {
      const experience = {
        brand_name: input.brandName.slice(0, 127),
        user_action: 'PAY_NOW',
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      };
      const vault = input.vault
        ? { attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } } }
        : {};
      const body = await call<OrderBody>(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [purchaseUnit(input)],
          payment_source:
            input.source === 'card'
              ? { card: { experience_context: experience, ...vault } }
              : { paypal: { experience_context: experience, ...vault } },
        },
        input.requestId,
      );
      return { id: body.id, approveUrl: approveLink(body) };
    },
    async captureOrder(paypalOrderId, requestId) {
      return captureOf(
        await call<OrderBody>(
          `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
          {},
          requestId,
        ),
      );
    },
    async chargeVaulted(input) {
      const body = await call<OrderBody>(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [purchaseUnit(input)],
          payment_source: { paypal: { vault_id: input.vaultId } },
        },
        input.requestId,
      );
      // A vaulted method is charged without the buyer: PayPal may complete it at once.
      if (body.status === 'COMPLETED') return captureOf(body);
      return captureOf(
        await call<OrderBody>(
          `/v2/checkout/orders/${encodeURIComponent(body.id)}/capture`,
          {},
          `${input.requestId}-capture`,
        ),
      );
    },
    async createSetupToken(input) {
      const body = await call<{ id: string; links?: Array<{ rel: string; href: string }> }>(
        '/v3/vault/setup-tokens',
        {
          payment_source: {
            paypal: {
              usage_type: 'MERCHANT',
              experience_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl },
            },
          },
        },
        input.requestId,
      );
      return { id: body.id, approveUrl: approveLink(body) };
    },
    async createPaymentToken(setupTokenId, requestId) {
      const body = await call<{
        id: string;
        payment_source?: {
          paypal?: { email_address?: string };
          card?: { brand?: string; last_digits?: string };
        };
      }>(
        '/v3/vault/payment-tokens',
        { payment_source: { token: { id: setupTokenId, type: 'SETUP_TOKEN' } } },
        requestId,
      );
      return {
        id: body.id,
        brand: body.payment_source?.card?.brand ?? 'PayPal',
        last4: body.payment_source?.card?.last_digits ?? null,
        email: body.payment_source?.paypal?.email_address ?? null,
      };
    },
  };
}
