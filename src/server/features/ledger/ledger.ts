import { LEDGER_DIRECTION } from '@contract/enums';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { ledgerEntries } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';

export type LedgerCurrency = 'energy' | 'gold';

/** The balance column of a currency. */
const balanceOf = (currency: LedgerCurrency) =>
  currency === 'energy' ? users.energy : users.goldBalance;

/** The `set` that moves a currency's balance by `change` (negative to take). */
function moveBalance(currency: LedgerCurrency, change: number) {
  const moved = sql`${balanceOf(currency)} + ${change}`;
  return currency === 'energy' ? { energy: moved } : { goldBalance: moved };
}

/**
 * Credits a user and writes the ledger row, inside the caller's transaction. The (reason, reference)
 * pair is unique: a second credit for the same cause changes nothing and returns false.
 */
export async function credit(
  tx: Transaction,
  entry: {
    userId: string;
    currency: LedgerCurrency;
    amount: number;
    reason: string;
    reference: string;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(ledgerEntries)
    .values({ ...entry, direction: LEDGER_DIRECTION.in })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set(moveBalance(entry.currency, entry.amount))
    .where(sql`${users.id} = ${entry.userId}`);
  return true;
}

/**
 * Takes `amount` from a user's balance and writes the ledger row, inside the caller's transaction.
 * Returns false, changing nothing, when the balance is too small: the check and the change are one
 * statement, so parallel debits can never overdraw.
 */
export async function debit(
  tx: Transaction,
  entry: {
    userId: string;
    currency: LedgerCurrency;
    amount: number;
    reason: string;
    reference: string;
  },
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set(moveBalance(entry.currency, -entry.amount))
    .where(sql`${users.id} = ${entry.userId} and ${balanceOf(entry.currency)} >= ${entry.amount}`)
    .returning({ id: users.id });
  if (updated.length === 0) return false;
  await tx.insert(ledgerEntries).values({ ...entry, direction: LEDGER_DIRECTION.out });
  return true;
}
