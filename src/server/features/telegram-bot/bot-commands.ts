import { BRANDS } from '@contract/brands';
import type { Bot } from 'grammy';
import type { Env } from '../../config/env';
import { publicOrigin } from '../../config/public-origin';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { fillText, paymentTexts } from '../payments/payment-texts';
import { takeBackStarsRefund } from '../payments/refund-order';
import { languageOfTelegramUser } from './bot-language';

/** A `/start` payload Telegram may pass on (`t.me/bot?start=…`): its alphabet, at most 64. */
const START_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The Mini App's address for a `/start`: the payload rides along as `startapp`, which the app
 * reads like Telegram's own start parameter (a button cannot set `tgWebAppStartParam`).
 */
export function miniAppUrl(env: Env, payload: string | undefined): string {
  const origin = publicOrigin(env);
  return payload && START_PAYLOAD.test(payload) ? `${origin}/?startapp=${payload}` : `${origin}/`;
}

/**
 * What the bot answers besides payments: `/start` with the button that opens the Mini App,
 * `/paysupport` (Telegram requires it of bots that sell for Stars), and a Stars payment Telegram
 * gave back, whose goods are taken back once and the buyer told. Each answer is in the user's
 * language.
 */
export function handleBotCommands(bot: Bot, options: { db: Database; env: Env; log: Logger }) {
  const { db, env, log } = options;
  const brand = BRANDS[env.BRAND];

  bot.command('start', async (ctx) => {
    const texts = paymentTexts(await languageOfTelegramUser(db, ctx.from)).bot;
    const payload = typeof ctx.match === 'string' ? ctx.match.trim() : undefined;
    await ctx.reply(fillText(texts.welcome, { brand: brand.title }), {
      reply_markup: {
        inline_keyboard: [
          [
            {
              text: fillText(texts.open, { brand: brand.title }),
              web_app: { url: miniAppUrl(env, payload) },
            },
          ],
        ],
      },
    });
  });

  bot.command('paysupport', async (ctx) => {
    const texts = paymentTexts(await languageOfTelegramUser(db, ctx.from)).bot;
    await ctx.reply(fillText(texts.paySupport, { email: brand.supportEmail }));
  });

  bot.on('message:refunded_payment', async (ctx) => {
    const refund = ctx.message.refunded_payment;
    const taken = await takeBackStarsRefund(db, refund.telegram_payment_charge_id);
    log.info(
      { chargeId: refund.telegram_payment_charge_id, orderId: refund.invoice_payload, taken },
      'Stars payment refunded by Telegram',
    );
    // A repeated update finds the order taken back already and says nothing twice.
    if (!taken) return;
    const texts = paymentTexts(await languageOfTelegramUser(db, ctx.from)).bot;
    await ctx.reply(fillText(texts.refunded, { stars: refund.total_amount }));
  });
}
