import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_DIRECTION, ORDER_STATUS } from '../../src/contract/enums';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { orders } from '../../src/server/db/schema/payments';
import { users } from '../../src/server/db/schema/users';
import { credit, debit } from '../../src/server/features/ledger/ledger';
import { grantPaidOrder } from '../../src/server/features/payments/grant-order';
import { cancelOrder, createGoldOrder } from '../../src/server/features/payments/orders';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the ledger', () => {
  it('always sums to the balance and never goes below zero, whatever happens', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            isCredit: fc.boolean(),
            amount: fc.integer({ min: 1, max: 400 }),
            isParallel: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        async (operations) => {
          const { uid } = await signInWithEmail(t, `ledger.${run++}@example.com`);
          const apply = (operation: (typeof operations)[number], index: number) =>
            t.db.transaction((tx) =>
              (operation.isCredit ? credit : debit)(tx, {
                userId: uid,
                currency: 'gold',
                amount: operation.amount,
                reason: 'property_test',
                reference: `${uid}:${index}`,
              }),
            );
          // Some operations race each other, as parallel requests do.
          await Promise.all(
            operations.map((operation, index) =>
              operation.isParallel ? apply(operation, index) : Promise.resolve(),
            ),
          );
          for (const [index, operation] of operations.entries()) {
            if (!operation.isParallel) await apply(operation, index);
          }
          const [user] = await t.db.select().from(users).where(eq(users.id, uid));
          const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, uid));
          const sum = rows
            .filter((row) => row.currency === 'gold')
            .reduce(
              (total, row) =>
                total + (row.direction === LEDGER_DIRECTION.in ? row.amount : -row.amount),
              0,
            );
          expect(user?.goldBalance).toBe(sum);
          expect(user?.goldBalance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('the order state machine', () => {
  it('moves wait → hasPay or wait → cancel once, never back', async () => {
    const { uid } = await signInWithEmail(t, 'states@example.com');
    const paidOrder = await createGoldOrder(t.db, {
      userId: uid,
      packId: 'gold-100',
      comeFrom: 'test',
    });
    const proof = { payMethod: 'Sandbox', providerRef: `state-${paidOrder.id}` };
    expect(await t.db.transaction((tx) => grantPaidOrder(tx, paidOrder.id, proof))).not.toBeNull();
    expect(await t.db.transaction((tx) => grantPaidOrder(tx, paidOrder.id, proof))).toBeNull();
    expect(await cancelOrder(t.db, paidOrder.id, 'too late')).toBeNull();

    const cancelled = await createGoldOrder(t.db, {
      userId: uid,
      packId: 'gold-100',
      comeFrom: 'test',
    });
    expect(await cancelOrder(t.db, cancelled.id, 'changed my mind')).not.toBeNull();
    expect(
      await t.db.transaction((tx) =>
        grantPaidOrder(tx, cancelled.id, {
          payMethod: 'Sandbox',
          providerRef: `state-${cancelled.id}`,
        }),
      ),
    ).toBeNull();
    const states = await t.db.select({ id: orders.id, status: orders.status }).from(orders);
    expect(states.find((order) => order.id === paidOrder.id)?.status).toBe(ORDER_STATUS.hasPay);
    expect(states.find((order) => order.id === cancelled.id)?.status).toBe(ORDER_STATUS.cancel);
    const [user] = await t.db.select().from(users).where(eq(users.id, uid));
    expect(user?.goldBalance).toBe(100);
  });
});
