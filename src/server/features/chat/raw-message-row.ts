import type { MessageRow } from './message-views';

/** A row as raw SQL gives it: snake_case columns. */
export type RawRow = Record<string, unknown>;

export const toDate = (value: unknown) =>
  value === null ? null : new Date(value as string | Date);

/** A messages row as `returning` gives it in raw SQL, in the shape Drizzle gives elsewhere. */
export function toMessageRow(row: RawRow): MessageRow {
  return {
    id: Number(row.id),
    conversationId: String(row.conversation_id),
    role: row.role as MessageRow['role'],
    content: String(row.content),
    status: row.status as MessageRow['status'],
    alternatives: (row.alternatives ?? []) as string[],
    chargeCurrency: (row.charge_currency ?? null) as MessageRow['chargeCurrency'],
    chargeAmount: row.charge_amount === null ? null : Number(row.charge_amount),
    chargeReference: (row.charge_reference ?? null) as string | null,
    giftId: (row.gift_id ?? null) as string | null,
    photo: (row.photo ?? null) as MessageRow['photo'],
    offer: (row.offer ?? null) as MessageRow['offer'],
    voiceNote: (row.voice_note ?? null) as MessageRow['voiceNote'],
    failureReason: (row.failure_reason ?? null) as string | null,
    leaseUntil: toDate(row.lease_until ?? null),
    createdAt: toDate(row.created_at) as Date,
    updatedAt: toDate(row.updated_at) as Date,
  };
}

/** `jsonb` comes back parsed from PGlite and node-postgres alike; a string is parsed here. */
export const fromJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
