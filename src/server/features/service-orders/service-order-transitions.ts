import { REFUSAL_CODE } from '@contract/api-codes';
import { RELEASE_STATE, VISIBILITY } from '@contract/enums';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import {
  creatorEarning,
  SERVICE_ORDER_CONFIRM_HOURS,
  SERVICE_ORDER_DELIVERY_DAYS,
  SERVICE_ORDER_PRICES,
  type ServiceOrderKind,
  type ServiceOrderState,
} from '@contract/service-orders';
import { HOUR_MS } from '@contract/time';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { RequestKey } from '../../api/request-key';
import type { Database, Transaction } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { serviceOrders } from '../../db/schema/service-orders';
import { studioItems } from '../../db/schema/studio-items';
import { users } from '../../db/schema/users';
import { newOpaqueId } from '../../lib/secrets';
import { credit, debit } from '../ledger/ledger';
import { claimRequestKey, recordRequestResult } from '../request-keys/request-keys';
import { inGallery } from '../studio/studio-access';
import type { ServiceOrderRow } from './service-order-views';

const MISSING = 'This order does not exist';

/** A public, released, undeleted created character: the only kind one may order from. */
const isPublicCreation = and(
  isNotNull(characters.ownerId),
  eq(characters.visibility, VISIBILITY.open),
  eq(characters.releaseState, RELEASE_STATE.release),
  isNull(characters.deletedAt),
);

/** The creator of a public created character, refusing private, official and own characters. */
async function creatorOf(tx: Transaction, characterId: string, buyerId: string) {
  const [row] = await tx
    .select({ ownerId: characters.ownerId })
    .from(characters)
    .innerJoin(users, eq(users.id, characters.ownerId))
    .where(
      and(
        eq(characters.id, characterId),
        isPublicCreation,
        isNull(users.deactivatedAt),
        isNull(users.erasedAt),
      ),
    )
    .limit(1);
  if (!row?.ownerId) throw new ApiFailure(REFUSAL_CODE.notFound, 'This character does not exist');
  if (row.ownerId === buyerId) {
    throw new ApiFailure(REFUSAL_CODE.serviceOrderOwnCharacter, 'You cannot order from yourself');
  }
  return row.ownerId;
}

/** Places an order and holds its price from the buyer's coins, in one transaction. */
export async function createServiceOrder(
  db: Database,
  order: {
    buyerId: string;
    characterId: string;
    kind: ServiceOrderKind;
    brief: string;
    /** A repeat of the same call (its request key) answers the first order, holding nothing more. */
    requestKey: RequestKey | null;
  },
  now = new Date(),
): Promise<ServiceOrderRow> {
  return db.transaction(async (tx) => {
    const repeated = await claimRequestKey(tx, order.buyerId, order.requestKey);
    if (repeated?.orderId) {
      const [first] = await tx
        .select()
        .from(serviceOrders)
        .where(eq(serviceOrders.id, repeated.orderId));
      if (first) return first;
    }
    const creatorId = await creatorOf(tx, order.characterId, order.buyerId);
    const id = newOpaqueId();
    const price = SERVICE_ORDER_PRICES[order.kind];
    const held = await debit(tx, {
      userId: order.buyerId,
      currency: 'gold',
      amount: price,
      reason: LEDGER_REASON.serviceOrderHold,
      reference: id,
    });
    if (!held) throw new ApiFailure(REFUSAL_CODE.notEnoughCoins, 'Not enough coins');
    const [row] = await tx
      .insert(serviceOrders)
      .values({
        id,
        buyerId: order.buyerId,
        creatorId,
        characterId: order.characterId,
        kind: order.kind,
        brief: order.brief,
        price,
        creatorEarning: creatorEarning(price),
        state: 'created',
        expiresAt: new Date(now.getTime() + SERVICE_ORDER_CONFIRM_HOURS * HOUR_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the order was not stored');
    await recordRequestResult(tx, order.buyerId, order.requestKey, { orderId: id });
    return row;
  });
}

/** Who may make a move: the order's buyer or its creator. */
type Actor = 'buyer' | 'creator';

interface Move {
  orderId: string;
  /** The caller; an order of someone else's is "not found". */
  uid: string;
  actor: Actor;
  from: readonly ServiceOrderState[];
  to: ServiceOrderState;
  changes?: Partial<Pick<ServiceOrderRow, 'deliveryNote' | 'deliveryItemId' | 'rejectReason'>>;
  expiresAt: Date | null;
}

/**
 * Moves an order from one of `from` to `to` and moves its coins, in one transaction. The update
 * is conditional on the state, so of parallel moves exactly one wins; the ledger's unique
 * (reason, order) pair keeps each coin movement single even so.
 */
async function move(db: Database, step: Move, now: Date): Promise<ServiceOrderRow> {
  const actorColumn = step.actor === 'buyer' ? serviceOrders.buyerId : serviceOrders.creatorId;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceOrders)
      .set({ ...step.changes, state: step.to, expiresAt: step.expiresAt, updatedAt: now })
      .where(
        and(
          eq(serviceOrders.id, step.orderId),
          eq(actorColumn, step.uid),
          inArray(serviceOrders.state, [...step.from]),
        ),
      )
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: serviceOrders.id })
        .from(serviceOrders)
        .where(and(eq(serviceOrders.id, step.orderId), eq(actorColumn, step.uid)));
      if (!existing) throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
      throw new ApiFailure(
        REFUSAL_CODE.serviceOrderStateWrong,
        'This order can no longer be changed this way',
      );
    }
    await settle(tx, row);
    return row;
  });
}

/** The coin movement an end state makes; none for `confirmed`. */
async function settle(tx: Transaction, row: ServiceOrderRow) {
  if (row.state === 'verified') {
    await credit(tx, {
      userId: row.creatorId,
      currency: 'gold',
      amount: row.creatorEarning,
      reason: LEDGER_REASON.serviceOrderEarning,
      reference: row.id,
    });
  } else if (row.state === 'cancelled' || row.state === 'rejected' || row.state === 'expired') {
    await credit(tx, {
      userId: row.buyerId,
      currency: 'gold',
      amount: row.price,
      reason: LEDGER_REASON.serviceOrderRefund,
      reference: row.id,
    });
  }
}

/** The buyer withdraws before the creator accepts: the whole price comes back. */
export function cancelServiceOrder(db: Database, orderId: string, uid: string, now = new Date()) {
  return move(
    db,
    { orderId, uid, actor: 'buyer', from: ['created'], to: 'cancelled', expiresAt: null },
    now,
  );
}

/** The creator accepts; the delivery deadline starts. */
export function confirmServiceOrder(db: Database, orderId: string, uid: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + SERVICE_ORDER_DELIVERY_DAYS * 24 * HOUR_MS);
  return move(
    db,
    { orderId, uid, actor: 'creator', from: ['created'], to: 'confirmed', expiresAt },
    now,
  );
}

/** The creator declines, before or after accepting: the whole price goes back to the buyer. */
export function rejectServiceOrder(
  db: Database,
  orderId: string,
  uid: string,
  reason: string,
  now = new Date(),
) {
  return move(
    db,
    {
      orderId,
      uid,
      actor: 'creator',
      from: ['created', 'confirmed'],
      to: 'rejected',
      changes: { rejectReason: reason || null },
      expiresAt: null,
    },
    now,
  );
}

/** Checks that `itemId` is one of the creator's pictures in the community gallery. */
async function deliverableItem(db: Database, itemId: string, creatorId: string) {
  const [item] = await db
    .select({ id: studioItems.id })
    .from(studioItems)
    .where(
      and(
        eq(studioItems.id, itemId),
        eq(studioItems.ownerId, creatorId),
        eq(studioItems.kind, 'photo'),
        inGallery,
      ),
    );
  if (!item) throw new ApiFailure(REFUSAL_CODE.notFound, 'This photo does not exist');
  return item.id;
}

/** The creator delivers an accepted order: the price minus the platform share is theirs. */
export async function verifyServiceOrder(
  db: Database,
  delivery: { orderId: string; uid: string; note: string; albumItemId?: string | undefined },
  now = new Date(),
) {
  const itemId = delivery.albumItemId
    ? await deliverableItem(db, delivery.albumItemId, delivery.uid)
    : null;
  return move(
    db,
    {
      orderId: delivery.orderId,
      uid: delivery.uid,
      actor: 'creator',
      from: ['confirmed'],
      to: 'verified',
      changes: { deliveryNote: delivery.note, deliveryItemId: itemId },
      expiresAt: null,
    },
    now,
  );
}

/** How many overdue orders one round of the expiry job takes on. */
const EXPIRY_BATCH = 200;

/**
 * Expires and refunds open orders past their deadline (unaccepted, or accepted and undelivered).
 * Each order moves in its own transaction, conditional on its state, so a creator accepting at
 * the same moment and a second copy of the job both stay safe.
 */
export async function expireServiceOrders(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: serviceOrders.id, buyerId: serviceOrders.buyerId })
    .from(serviceOrders)
    .where(and(inArray(serviceOrders.state, ['created', 'confirmed']), lteDate(now)))
    .limit(EXPIRY_BATCH);
  let expired = 0;
  for (const order of due) {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(serviceOrders)
        .set({ state: 'expired', expiresAt: null, updatedAt: now })
        .where(
          and(
            eq(serviceOrders.id, order.id),
            inArray(serviceOrders.state, ['created', 'confirmed']),
            lteDate(now),
          ),
        )
        .returning();
      if (!row) return false;
      await settle(tx, row);
      return true;
    });
    if (moved) expired++;
  }
  return expired;
}

/** The order's deadline has passed at `now`. */
function lteDate(now: Date) {
  return lte(serviceOrders.expiresAt, now);
}
