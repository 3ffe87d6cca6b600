import {
  photoFavoriteEndpoint,
  photoLikeEndpoint,
  photoStaticsEndpoint,
  studioGalleryEndpoint,
} from '@contract/api/studio-endpoints';
import { LIKE_STATE } from '@contract/enums';
import { and, count, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { positionOf } from '../../api/position-cursor';
import { studioItemFavorites, studioItemLikes, studioItems } from '../../db/schema/studio-items';
import { inGallery, viewsOf, visibleItem } from './studio-access';

/** The community gallery: browse, like, favorite, count. */
export const galleryRoutes = [
  implement(studioGalleryEndpoint, async ({ characterId, sort, cursor, size, lang }, context) => {
    const offset = positionOf(cursor);
    const rows = await context.db
      .select()
      .from(studioItems)
      .where(characterId ? and(inGallery, eq(studioItems.characterId, characterId)) : inGallery)
      .orderBy(
        ...(sort === 'top'
          ? [desc(studioItems.likeCount), desc(studioItems.createdAt)]
          : [desc(studioItems.createdAt)]),
        desc(studioItems.id),
      )
      .limit(size + 1)
      .offset(offset);
    const page = rows.slice(0, size);
    return {
      list: await viewsOf(context, page, lang),
      nextCursor: rows.length > size ? String(offset + size) : null,
    };
  }),

  // One like row per user and picture: the count moves only when a row comes or goes, so the same
  // like sent many times at once counts once.
  implement(photoLikeEndpoint, async ({ itemId, state }, context) => {
    const uid = signedInUid(context);
    await visibleItem(context.db, itemId, uid);
    return context.db.transaction(async (tx) => {
      const changed =
        state === LIKE_STATE.like
          ? await tx
              .insert(studioItemLikes)
              .values({ userId: uid, itemId })
              .onConflictDoNothing()
              .returning({ itemId: studioItemLikes.itemId })
          : await tx
              .delete(studioItemLikes)
              .where(and(eq(studioItemLikes.userId, uid), eq(studioItemLikes.itemId, itemId)))
              .returning({ itemId: studioItemLikes.itemId });
      const delta = changed.length === 0 ? 0 : state === LIKE_STATE.like ? 1 : -1;
      const [item] = await tx
        .update(studioItems)
        .set({ likeCount: sql`${studioItems.likeCount} + ${delta}` })
        .where(eq(studioItems.id, itemId))
        .returning({ likeCount: studioItems.likeCount });
      return { like: state, likeCount: item?.likeCount ?? 0 };
    });
  }),

  implement(photoStaticsEndpoint, async ({ characterId }, context) => {
    const ofHer = characterId ? eq(studioItems.characterId, characterId) : undefined;
    const uid = context.uid;
    const [gallery, mine, favorites] = await Promise.all([
      context.db
        .select({ pictures: count(), likes: sum(studioItems.likeCount) })
        .from(studioItems)
        .where(and(inGallery, ofHer)),
      uid
        ? context.db
            .select({ pictures: count() })
            .from(studioItems)
            .where(
              and(
                eq(studioItems.ownerId, uid),
                eq(studioItems.state, 'ready'),
                isNull(studioItems.deletedAt),
                ofHer,
              ),
            )
        : [{ pictures: 0 }],
      uid
        ? context.db
            .select({ pictures: count() })
            .from(studioItemFavorites)
            .innerJoin(studioItems, eq(studioItems.id, studioItemFavorites.itemId))
            .where(and(eq(studioItemFavorites.userId, uid), isNull(studioItems.deletedAt), ofHer))
        : [{ pictures: 0 }],
    ]);
    return {
      publicCount: gallery[0]?.pictures ?? 0,
      likeCount: Number(gallery[0]?.likes ?? 0),
      mineCount: mine[0]?.pictures ?? 0,
      favoriteCount: favorites[0]?.pictures ?? 0,
    };
  }),

  implement(photoFavoriteEndpoint, async ({ itemId, isFavorite }, context) => {
    const uid = signedInUid(context);
    await visibleItem(context.db, itemId, uid);
    if (isFavorite) {
      await context.db
        .insert(studioItemFavorites)
        .values({ userId: uid, itemId })
        .onConflictDoNothing();
    } else {
      await context.db
        .delete(studioItemFavorites)
        .where(and(eq(studioItemFavorites.userId, uid), eq(studioItemFavorites.itemId, itemId)));
    }
    return { isFavorite };
  }),
];
