import {
  cardBindEndpoint,
  cardListEndpoint,
  cardSignEndpoint,
  cardUnbindEndpoint,
} from '@contract/api/payment-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ROUTES } from '@contract/routes';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { publicOrigin } from '../../config/public-origin';
import { cardSetups, paymentCards, subscriptions } from '../../db/schema/payments';
import { newOpaqueId } from '../../lib/secrets';
import { answerLanguage } from '../characters/character-views';
import { isPayPalConfigured, isSandboxOn } from './pay-methods';
import { returnPathOf } from './start-payment';
import { keepCard, listCards } from './subscriptions';

type CardRow = typeof paymentCards.$inferSelect;

const toCard = (row: CardRow) => ({
  id: row.id,
  provider: row.provider,
  brand: row.brand,
  last4: row.last4,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

async function cardsOf(context: HandlerContext, userId: string) {
  return { cards: (await listCards(context.db, userId)).map(toCard) };
}

const paymentFailed = () =>
  new ApiFailure(
    REFUSAL_CODE.paymentFailed,
    'payment may have encountered an issue, wait or contact support',
  );

/**
 * Cards kept for renewals. The spec's `/v1/user-payment/ocean-payment/*` calls are linking a card
 * (sign: where to enter it; bind: keep it once the provider confirmed it) and removing one
 * (unbind). The provider is PayPal's vault when PayPal is set up, else the sandbox.
 */
export const cardRoutes = [
  implement(cardListEndpoint, async (_input, context) => cardsOf(context, signedInUid(context))),

  implement(cardSignEndpoint, async ({ returnUrl, lang }, context) => {
    const userId = signedInUid(context);
    const provider = isPayPalConfigured(context.env)
      ? 'paypal'
      : isSandboxOn(context.env)
        ? 'sandbox'
        : null;
    if (!provider) {
      throw new ApiFailure(
        REFUSAL_CODE.paymentNotSupported,
        'Payment not supported yet, wait for upgrade',
      );
    }
    const setupId = newOpaqueId();
    // Back to our own card page on our public origin, whatever the caller wrote.
    const back = new URL(
      returnPathOf(returnUrl, ROUTES.settingsCreditCardManage),
      publicOrigin(context.env),
    );
    back.searchParams.set('setupId', setupId);
    const returnPath = `${back.pathname}${back.search}`;
    if (provider === 'sandbox') {
      await context.db.insert(cardSetups).values({ id: setupId, userId, provider, returnPath });
      const language = answerLanguage(lang);
      return { setupId, setupUrl: `/pay/sandbox/card/${setupId}?lang=${language}` };
    }
    const paypal = context.services.payments.paypal;
    if (!paypal) throw paymentFailed();
    const setup = await paypal
      .createSetupToken({
        returnUrl: back.toString(),
        cancelUrl: back.toString(),
        requestId: `setup-${setupId}`,
      })
      .catch(() => {
        throw paymentFailed();
      });
    await context.db
      .insert(cardSetups)
      .values({ id: setupId, userId, provider, returnPath, providerRef: setup.id });
    return { setupId, setupUrl: setup.approveUrl };
  }),

  implement(cardBindEndpoint, async ({ setupId }, context) => {
    const userId = signedInUid(context);
    const [setup] = await context.db
      .select()
      .from(cardSetups)
      .where(and(eq(cardSetups.id, setupId), eq(cardSetups.userId, userId)));
    if (!setup) throw new ApiFailure(REFUSAL_CODE.notFound, 'This card link does not exist');
    if (setup.state === 'bound') return cardsOf(context, userId);
    let details = setup.details;
    let vaultId = setup.providerRef;
    if (setup.provider === 'paypal') {
      const paypal = context.services.payments.paypal;
      if (!paypal || !setup.providerRef) throw paymentFailed();
      const method = await paypal
        .createPaymentToken(setup.providerRef, `bind-${setup.id}`)
        .catch(() => {
          throw paymentFailed();
        });
      vaultId = method.id;
      details = { brand: method.brand, last4: method.last4, label: method.email };
    } else if (setup.state !== 'approved') {
      throw paymentFailed();
    }
    if (!details || !vaultId) throw paymentFailed();
    const linked = await context.db.transaction(async (tx) => {
      // Only the call that moves the setup to bound keeps the card.
      const [moved] = await tx
        .update(cardSetups)
        .set({ state: 'bound' })
        .where(and(eq(cardSetups.id, setup.id), eq(cardSetups.state, setup.state)))
        .returning();
      if (!moved) return false;
      await keepCard(tx, { userId, provider: setup.provider, vaultId: vaultId ?? '', ...details });
      return true;
    });
    if (!linked) context.log.info({ setupId }, 'card already bound by a parallel call');
    return cardsOf(context, userId);
  }),

  implement(cardUnbindEndpoint, async ({ cardId }, context) => {
    const userId = signedInUid(context);
    await context.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(paymentCards)
        .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId)))
        .returning();
      if (!removed) throw new ApiFailure(REFUSAL_CODE.notFound, 'This card does not exist');
      // Renewals charged to it stop; a new card can resume them (spec §4).
      await tx
        .update(subscriptions)
        .set({ cardId: null, state: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.cardId, cardId)));
    });
    return cardsOf(context, userId);
  }),
];
