import type { orderPaymentOutputSchema } from '@contract/api/vip-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { BRANDS } from '@contract/brands';
import type { ClientPlatform, PaymentMethod } from '@contract/enums';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiFailure } from '../../api/api-failure';
import type { HandlerContext } from '../../api/endpoint-handler';
import { publicOrigin } from '../../config/public-origin';
import { orders, vipPlans } from '../../db/schema/payments';
import { createStarsInvoiceLink } from '../../providers/telegram/telegram-bot';
import { answerLanguage } from '../characters/character-views';
import { assertPayable, type OrderRow } from './orders';
import { assertPayMethodAvailable } from './pay-methods';
import { fillText, paymentTexts } from './payment-texts';

type PaymentAnswer = z.input<typeof orderPaymentOutputSchema>;

/** Where providers send the buyer back: only our payment return page (no open redirect). */
const RETURN_PATH = '/pay/callback';

/**
 * The path and query of a return URL on one of our pages (`allowedPath`, in any language), or a
 * refusal. Only the path is kept: a provider is sent back to our own public origin.
 */
export function returnPathOf(returnUrl: string, allowedPath = RETURN_PATH): string {
  const url = new URL(returnUrl);
  const path = url.pathname.replace(/^\/[a-z]{2}(-hant)?(?=\/)/, '');
  if (path !== allowedPath) {
    throw new ApiFailure(
      REFUSAL_CODE.paymentFailed,
      `returnUrl must be the app’s ${allowedPath} page`,
    );
  }
  return `${url.pathname}${url.search}`;
}

/** The invoice's title and description in the buyer's language. */
export function invoiceTexts(order: OrderRow, lang: string | undefined, brandTitle: string) {
  const texts = paymentTexts(answerLanguage(lang));
  const { goods } = order;
  return goods.kind === 'vip'
    ? {
        title: texts.planTitles[goods.planId] ?? goods.planId,
        description: fillText(texts.vipDescription, { brand: brandTitle }),
      }
    : {
        title: fillText(texts.goldTitle, { gold: goods.gold }),
        description: fillText(texts.goldDescription, { brand: brandTitle }),
      };
}

/**
 * Starts paying an order with a method: a Stars invoice link (opened through the Mini App), or a
 * checkout page (the sandbox on our own server; PayPal's approval page). The order remembers the
 * method and where to come back; `autoRenew` keeps the payment method for a renewable plan.
 */
export async function startPayment(
  context: HandlerContext,
  order: OrderRow,
  input: {
    payMethod: PaymentMethod;
    returnUrl: string;
    platform: ClientPlatform | undefined;
    lang?: string | undefined;
    autoRenew: boolean;
  },
): Promise<PaymentAnswer> {
  assertPayable(order);
  assertPayMethodAvailable(context.env, input.platform, input.payMethod);
  const returnPath = returnPathOf(input.returnUrl);
  const renews = input.autoRenew && order.kind === 'vip' && (await isRenewable(context, order));
  await context.db
    .update(orders)
    .set({ payMethod: input.payMethod, returnUrl: returnPath, autoRenew: renews })
    .where(eq(orders.id, order.id));
  const brand = BRANDS[context.env.BRAND];

  if (input.payMethod === 'Sandbox') {
    const lang = answerLanguage(input.lang);
    return {
      payMethod: 'Sandbox',
      payUrl: `/pay/sandbox/${order.id}?lang=${lang}`,
      invoiceLink: null,
    };
  }
  if (input.payMethod === 'TelegramStar') {
    const bot = context.services.payments.telegram;
    if (!bot)
      throw new ApiFailure(
        REFUSAL_CODE.paymentNotSupported,
        'Payment not supported yet, wait for upgrade',
      );
    const texts = invoiceTexts(order, input.lang, brand.title);
    const invoiceLink = await createStarsInvoiceLink(bot, {
      orderId: order.id,
      ...texts,
      stars: order.starsAmount,
      // Telegram renews Stars every 30 days only, so only the 1-month plan can be a subscription.
      isSubscription: renews && order.goods.kind === 'vip' && order.goods.days === 30,
    }).catch((error: unknown) => {
      context.log.error({ err: error, orderId: order.id }, 'Stars invoice link failed');
      throw new ApiFailure(
        REFUSAL_CODE.paymentFailed,
        'payment may have encountered an issue, wait or contact support',
      );
    });
    return { payMethod: 'TelegramStar', payUrl: null, invoiceLink };
  }
  const paypal = context.services.payments.paypal;
  if (!paypal)
    throw new ApiFailure(
      REFUSAL_CODE.paymentNotSupported,
      'Payment not supported yet, wait for upgrade',
    );
  const texts = invoiceTexts(order, input.lang, brand.title);
  const returnUrl = new URL(returnPath, publicOrigin(context.env));
  const created = await paypal
    .createOrder({
      referenceId: order.id,
      amountUsd: order.amountUsd,
      description: texts.title,
      brandName: brand.title,
      returnUrl: returnUrl.toString(),
      cancelUrl: returnUrl.toString(),
      source: input.payMethod === 'PayPalCard' ? 'card' : 'paypal',
      vault: renews,
      requestId: `create-${order.id}`,
    })
    .catch((error: unknown) => {
      context.log.error({ err: error, orderId: order.id }, 'PayPal order could not be created');
      throw new ApiFailure(
        REFUSAL_CODE.paymentFailed,
        'payment may have encountered an issue, wait or contact support',
      );
    });
  await context.db.update(orders).set({ providerRef: created.id }).where(eq(orders.id, order.id));
  return { payMethod: input.payMethod, payUrl: created.approveUrl, invoiceLink: null };
}

async function isRenewable(context: HandlerContext, order: OrderRow) {
  if (order.goods.kind !== 'vip') return false;
  const [plan] = await context.db
    .select({ renewable: vipPlans.renewable })
    .from(vipPlans)
    .where(eq(vipPlans.id, order.goods.planId));
  return plan?.renewable ?? false;
}
