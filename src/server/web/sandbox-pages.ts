import { BRANDS } from '@contract/brands';
import { ORDER_STATUS } from '@contract/enums';
import { formatPrice } from '@contract/pricing';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Env } from '../config/env';
import { safeReturnPath } from '../config/site-url';
import type { Database } from '../db/database';
import { cardSetups } from '../db/schema/payments';
import { answerLanguage } from '../features/characters/character-views';
import { isSandboxOn } from '../features/payments/pay-methods';
import { paymentTexts } from '../features/payments/payment-texts';
import {
  approveSandboxCard,
  type SandboxAction,
  sandboxOrder,
  settleSandboxOrder,
} from '../features/payments/sandbox-checkout';
import { invoiceTexts } from '../features/payments/start-payment';
import { escapeHtml } from './escape-html';
import { readFormBody } from './read-form-body';
import { sandboxPage } from './sandbox-page';

/**
 * The sandbox checkout on our own server (embedded default, or `SANDBOX_PAYMENTS=1`):
 * `GET /pay/sandbox/{orderId}` shows the order with Pay, Cancel and Fail; the form's POST settles
 * it exactly as a provider's confirmation would and redirects (303) to the order's return page.
 * `/pay/sandbox/card/{setupId}` links a sandbox card the same way.
 */
export function sandboxPages(env: Env, db: Database): Hono {
  const routes = new Hono();
  const brand = BRANDS[env.BRAND];
  const page = (lang: string, title: string, body: string) =>
    sandboxPage(lang, brand, { title, badge: paymentTexts(lang).sandbox.badge }, body);
  routes.use('*', async (c, next) => {
    if (!isSandboxOn(env)) return c.text('Not found', 404);
    await next();
  });

  routes.get('/card/:setupId{[a-f0-9]{16}}', async (c) => {
    const lang = answerLanguage(c.req.query('lang'));
    const texts = paymentTexts(lang).sandbox;
    const [setup] = await db
      .select()
      .from(cardSetups)
      .where(eq(cardSetups.id, c.req.param('setupId')));
    if (setup?.provider !== 'sandbox') return c.text('Not found', 404);
    return c.html(
      page(
        lang,
        texts.cardTitle,
        `<p class="note">${escapeHtml(texts.cardNotice)}</p><form method="post"><label class="field">${escapeHtml(texts.cardName)}<input type="text" name="name" maxlength="64" autocomplete="cc-name" required></label><button class="primary" type="submit">${escapeHtml(texts.linkCard)}</button></form>`,
      ),
    );
  });

  routes.post('/card/:setupId{[a-f0-9]{16}}', async (c) => {
    const form = await readFormBody(c);
    if (form instanceof Response) return form;
    // Control characters (NUL above all, which PostgreSQL refuses) have no place in a name.
    const name = (form.get('name') ?? '').replace(/\p{Cc}/gu, '');
    const setup = await approveSandboxCard(db, c.req.param('setupId'), name);
    if (!setup) return c.text('Not found', 404);
    return c.redirect(safeReturnPath(env, setup.returnPath), 303);
  });

  routes.get('/:orderId{[a-f0-9]{16}}', async (c) => {
    const lang = answerLanguage(c.req.query('lang'));
    const texts = paymentTexts(lang).sandbox;
    const order = await sandboxOrder(db, c.req.param('orderId'));
    if (!order) return c.text('Not found', 404);
    if (order.status !== ORDER_STATUS.wait) {
      return c.html(
        page(
          lang,
          texts.pageTitle,
          `<p class="note">${escapeHtml(texts.alreadySettled)}</p><a class="button primary" href="${escapeHtml(safeReturnPath(env, order.returnUrl))}">${escapeHtml(texts.back)}</a>`,
        ),
      );
    }
    const { title } = invoiceTexts(order, lang, brand.title);
    const keepCard = order.autoRenew
      ? `<label><input type="checkbox" name="saveCard" value="1" checked> ${escapeHtml(texts.saveCard)}</label>`
      : '';
    return c.html(
      page(
        lang,
        texts.pageTitle,
        `<p class="note">${escapeHtml(texts.notice)}</p><div class="order"><p class="order__item">${escapeHtml(title)}</p><p class="order__amount"><span>${escapeHtml(texts.amount)}</span><strong>${escapeHtml(formatPrice(order.amountUsd, 'USD'))}</strong></p></div><form method="post">${keepCard}<button class="primary" name="action" value="pay">${escapeHtml(texts.pay)}</button><button class="secondary" name="action" value="cancel">${escapeHtml(texts.cancel)}</button><button class="quiet" name="action" value="fail">${escapeHtml(texts.fail)}</button></form>`,
      ),
    );
  });

  routes.post('/:orderId{[a-f0-9]{16}}', async (c) => {
    const form = await readFormBody(c);
    if (form instanceof Response) return form;
    const action = form.get('action') ?? '';
    if (action !== 'pay' && action !== 'cancel' && action !== 'fail') {
      return c.text('action must be pay, cancel or fail', 400);
    }
    const order = await sandboxOrder(db, c.req.param('orderId'));
    if (!order) return c.text('Not found', 404);
    await settleSandboxOrder(db, {
      orderId: order.id,
      action: action as SandboxAction,
      keepCardForRenewals: form.get('saveCard') === '1',
    });
    return c.redirect(safeReturnPath(env, order.returnUrl), 303);
  });
  return routes;
}
