import type { Database } from './db/database';
import { seedOfficialCatalogue } from './features/characters/seed/seed-catalogue';
import { seedGifts } from './features/gifts/gift-catalogue';
import { seedGoods } from './features/payments/goods-catalogue';

/** Writes the content shipped with the app (characters, gifts, VIP plans and coin packs); safe to run on every start. */
export async function seedShippedContent(db: Database): Promise<void> {
  await seedOfficialCatalogue(db);
  await seedGifts(db);
  await seedGoods(db);
}
