import {
  serviceOrderCancelEndpoint,
  serviceOrderConfirmEndpoint,
  serviceOrderCreateEndpoint,
  serviceOrderInfoEndpoint,
  serviceOrderListEndpoint,
  serviceOrderRejectEndpoint,
  serviceOrderVerifyEndpoint,
  socialUpdateEndpoint,
} from '@contract/api/service-order-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { and, desc, eq, or } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { serviceOrders } from '../../db/schema/service-orders';
import { answerLanguage } from '../characters/character-views';
import { isProvider, saveSocialLinks } from './creator-profile';
import {
  cancelServiceOrder,
  confirmServiceOrder,
  createServiceOrder,
  rejectServiceOrder,
  verifyServiceOrder,
} from './service-order-transitions';
import { type ServiceOrderRow, toServiceOrders } from './service-order-views';

/** The orders as the caller reads them, in the caller's language. */
async function viewsFor(context: HandlerContext, rows: ServiceOrderRow[], lang?: string) {
  const uid = signedInUid(context);
  const user = await loadUser(context.db, uid);
  return toServiceOrders(context.db, rows, uid, answerLanguage(lang, user.lang));
}

/** One order answered to its buyer or creator. */
async function answer(context: HandlerContext, row: ServiceOrderRow, lang?: string) {
  const [order] = await viewsFor(context, [row], lang);
  if (!order) throw new Error('an order view went missing');
  return { order };
}

export const serviceOrderRoutes = [
  implement(serviceOrderCreateEndpoint, async ({ characterId, kind, brief, lang }, context) => {
    const row = await createServiceOrder(context.db, {
      buyerId: signedInUid(context),
      characterId,
      kind,
      brief,
      requestKey: context.requestKey,
    });
    return answer(context, row, lang);
  }),

  // Only its buyer and its creator know an order exists: anyone else is told it does not.
  implement(serviceOrderInfoEndpoint, async ({ orderId, lang }, context) => {
    const uid = signedInUid(context);
    const [row] = await context.db
      .select()
      .from(serviceOrders)
      .where(
        and(
          eq(serviceOrders.id, orderId),
          or(eq(serviceOrders.buyerId, uid), eq(serviceOrders.creatorId, uid)),
        ),
      );
    if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'This order does not exist');
    return answer(context, row, lang);
  }),

  implement(serviceOrderListEndpoint, async ({ role, page, pageSize, lang }, context) => {
    const uid = signedInUid(context);
    const party = role === 'placed' ? serviceOrders.buyerId : serviceOrders.creatorId;
    const rows = await context.db
      .select()
      .from(serviceOrders)
      .where(eq(party, uid))
      .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return {
      list: await viewsFor(context, rows.slice(0, pageSize), lang),
      hasMore: rows.length > pageSize,
      isProvider: await isProvider(context.db, uid),
    };
  }),

  implement(serviceOrderCancelEndpoint, async ({ orderId, lang }, context) => {
    const row = await cancelServiceOrder(context.db, orderId, signedInUid(context));
    return answer(context, row, lang);
  }),

  implement(serviceOrderConfirmEndpoint, async ({ orderId, lang }, context) => {
    const row = await confirmServiceOrder(context.db, orderId, signedInUid(context));
    return answer(context, row, lang);
  }),

  implement(serviceOrderVerifyEndpoint, async ({ orderId, note, albumItemId, lang }, context) => {
    const row = await verifyServiceOrder(context.db, {
      orderId,
      uid: signedInUid(context),
      note,
      albumItemId,
    });
    return answer(context, row, lang);
  }),

  implement(serviceOrderRejectEndpoint, async ({ orderId, reason, lang }, context) => {
    const row = await rejectServiceOrder(context.db, orderId, signedInUid(context), reason);
    return answer(context, row, lang);
  }),

  implement(socialUpdateEndpoint, async ({ links }, context) => {
    const uid = signedInUid(context);
    if (!(await isProvider(context.db, uid))) {
      throw new ApiFailure(
        REFUSAL_CODE.notACreator,
        'Publish a character first: links show on the profiles of creators',
      );
    }
    return { links: await saveSocialLinks(context.db, uid, links) };
  }),
];
