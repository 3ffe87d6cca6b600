import type { ServiceOrder } from '@contract/api/service-order-endpoints';
import type { LocaleCode } from '@contract/locales';
import { and, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import type { serviceOrders } from '../../db/schema/service-orders';
import { studioItems } from '../../db/schema/studio-items';
import { users } from '../../db/schema/users';
import { characterTexts } from '../characters/character-views';
import { publicMediaUrl } from '../media/media-address';
import { inGallery } from '../studio/studio-access';

export type ServiceOrderRow = typeof serviceOrders.$inferSelect;

/** The orders as the API answers them to `viewerId`: names, the delivered picture, dates. */
export async function toServiceOrders(
  db: Executor,
  rows: ServiceOrderRow[],
  viewerId: string,
  lang: LocaleCode,
): Promise<ServiceOrder[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((row) => [row.buyerId, row.creatorId]))];
  const characterIds = [...new Set(rows.map((row) => row.characterId))];
  const itemIds = rows.flatMap((row) => (row.deliveryItemId ? [row.deliveryItemId] : []));
  const [people, heroines, pictures] = await Promise.all([
    db.select({ id: users.id, nick: users.nick }).from(users).where(inArray(users.id, userIds)),
    db
      .select({ id: characters.id, texts: characters.texts })
      .from(characters)
      .where(inArray(characters.id, characterIds)),
    itemIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: studioItems.id, mediaId: studioItems.mediaId })
          .from(studioItems)
          .where(and(inArray(studioItems.id, itemIds), inGallery)),
  ]);
  const nicks = new Map(people.map((row) => [row.id, row.nick]));
  const names = new Map(heroines.map((row) => [row.id, characterTexts(row, lang)?.name ?? '']));
  const urls = new Map(pictures.map((row) => [row.id, publicMediaUrl(row.mediaId) || null]));
  return rows.map((row) => ({
    orderId: row.id,
    kind: row.kind,
    state: row.state,
    price: row.price,
    creatorEarning: row.creatorEarning,
    brief: row.brief,
    characterId: row.characterId,
    characterNick: names.get(row.characterId) ?? '',
    buyerId: row.buyerId,
    buyerNick: nicks.get(row.buyerId) ?? '',
    creatorId: row.creatorId,
    creatorNick: nicks.get(row.creatorId) ?? '',
    isMine: row.buyerId === viewerId,
    deliveryNote: row.deliveryNote,
    deliveryImageUrl: row.deliveryItemId ? (urls.get(row.deliveryItemId) ?? null) : null,
    rejectReason: row.rejectReason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
