import { REFUSAL_CODE } from '@contract/api-codes';
import type { ClientPlatform, PaymentMethod } from '@contract/enums';
import { ApiFailure } from '../../api/api-failure';
import type { Env } from '../../config/env';

export const isPayPalConfigured = (env: Env) =>
  Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);

/** The sandbox checkout: when asked for, else on the embedded default (no PayPal set up). */
export const isSandboxOn = (env: Env) => env.SANDBOX_PAYMENTS ?? !isPayPalConfigured(env);

/**
 * How a client may pay. Inside Telegram only Stars (Telegram's rule for digital goods); on the web
 * PayPal when configured (cards only with advanced card processing) and the sandbox. The spec's
 * other methods (TapWallet, TpRoyal, OceanPayment, QxPay, CoinPay, V5Pay …) have no provider here.
 */
export function availablePayMethods(
  env: Env,
  platform: ClientPlatform | undefined,
): PaymentMethod[] {
  if (platform === 'miniapp') return env.TELEGRAM_BOT_TOKEN ? ['TelegramStar'] : [];
  const methods: PaymentMethod[] = [];
  if (isPayPalConfigured(env)) {
    methods.push('PayPalWallet');
    if (env.PAYPAL_CARD_PAYMENTS) methods.push('PayPalCard');
  }
  if (isSandboxOn(env)) methods.push('Sandbox');
  return methods;
}

/** Refuses a method this client cannot pay with here, with the spec's wording. */
export function assertPayMethodAvailable(
  env: Env,
  platform: ClientPlatform | undefined,
  method: PaymentMethod,
): void {
  if (method === 'TelegramStar' && platform !== 'miniapp') {
    throw new ApiFailure(
      REFUSAL_CODE.paymentMethodNotHere,
      'web version does not support this payment method (use a Telegram client)',
    );
  }
  if (platform === 'miniapp' && method !== 'TelegramStar') {
    throw new ApiFailure(
      REFUSAL_CODE.paymentMethodNotHere,
      'Inside Telegram, VIP and coins are paid with Stars',
    );
  }
  if (method === 'PayPalCard' && isPayPalConfigured(env) && !env.PAYPAL_CARD_PAYMENTS) {
    throw new ApiFailure(REFUSAL_CODE.cardNotSupported, 'card not supported, use a PayPal account');
  }
  if (!availablePayMethods(env, platform).includes(method)) {
    throw new ApiFailure(
      REFUSAL_CODE.paymentNotSupported,
      'Payment not supported yet, wait for upgrade',
    );
  }
}
