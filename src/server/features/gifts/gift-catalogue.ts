import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contract/locales';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { gifts } from '../../db/schema/gifts';

/** The gifts shipped with the app: id, emoji, price in coins and the English name. */
export const GIFT_CATALOGUE = [
  { id: 'rose', emoji: '🌹', price: 10, name: 'Rose' },
  { id: 'coffee', emoji: '☕', price: 20, name: 'Coffee' },
  { id: 'chocolates', emoji: '🍫', price: 30, name: 'Chocolates' },
  { id: 'teddy', emoji: '🧸', price: 50, name: 'Teddy bear' },
  { id: 'bouquet', emoji: '💐', price: 80, name: 'Bouquet' },
  { id: 'perfume', emoji: '🌸', price: 120, name: 'Perfume' },
  { id: 'champagne', emoji: '🍾', price: 150, name: 'Champagne' },
  { id: 'necklace', emoji: '💎', price: 300, name: 'Diamond necklace' },
] as const;

/** The other locales' names, `{ giftId: { locale: name } }`. */
const TRANSLATED_NAMES = JSON.parse(
  readFileSync(new URL('./gift-names.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;

/** Every locale's name of a gift, English from the catalogue. */
export function giftNames(gift: (typeof GIFT_CATALOGUE)[number]): Record<string, string> {
  const names: Record<string, string> = { [DEFAULT_LOCALE]: gift.name };
  for (const code of LOCALE_CODES) {
    const name = TRANSLATED_NAMES[gift.id]?.[code];
    if (name) names[code] = name;
  }
  return names;
}

/** Writes the catalogue into the database; safe on every start (prices and names follow it). */
export async function seedGifts(db: Database): Promise<void> {
  await db
    .insert(gifts)
    .values(
      GIFT_CATALOGUE.map((gift, index) => ({
        id: gift.id,
        emoji: gift.emoji,
        price: gift.price,
        names: giftNames(gift),
        sort: index,
      })),
    )
    .onConflictDoUpdate({
      target: gifts.id,
      set: {
        emoji: sql`excluded.emoji`,
        price: sql`excluded.price`,
        names: sql`excluded.names`,
        sort: sql`excluded.sort`,
      },
    });
}
