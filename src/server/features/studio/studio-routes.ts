import {
  generatePhotoEndpoint,
  generateVideoEndpoint,
  myStudioItemsEndpoint,
  photoEditEndpoint,
  studioItemEndpoint,
} from '@contract/api/studio-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { positionOf } from '../../api/position-cursor';
import { assertFeatureOn } from '../../config/feature-switch';
import { media } from '../../db/schema/media';
import { studioItemFavorites, studioItems } from '../../db/schema/studio-items';
import { deleteStudioItem } from './delete-studio-item';
import { orderPhoto } from './order-photo';
import { orderVideo } from './order-video';
import { filesOf, inGallery, MISSING, viewsOf, visibleItem } from './studio-access';

/** Making pictures and keeping them: order, follow, list mine, change or delete. */
export const studioRoutes = [
  implement(generatePhotoEndpoint, async (input, context) => {
    assertFeatureOn(context.env, 'imageGeneration');
    const { lang: _lang, ...order } = input;
    const ordered = await orderPhoto(
      context.db,
      signedInUid(context),
      order,
      context.services.images,
    );
    await context.services.generation.wake(ordered.jobId);
    return ordered;
  }),

  implement(generateVideoEndpoint, async (input, context) => {
    assertFeatureOn(context.env, 'videoGeneration');
    const { lang: _lang, ...order } = input;
    const ordered = await orderVideo(
      context.db,
      context.services.storage,
      signedInUid(context),
      order,
      context.services.videos,
    );
    await context.services.generation.wake(ordered.jobId);
    return ordered;
  }),

  implement(studioItemEndpoint, async ({ itemId, lang }, context) => {
    const row = await visibleItem(context.db, itemId, signedInUid(context));
    const [view] = await viewsOf(context, [row], lang);
    return view as NonNullable<typeof view>;
  }),

  implement(myStudioItemsEndpoint, async (input, context) => {
    const uid = signedInUid(context);
    const offset = positionOf(input.cursor);
    const filters = and(
      isNull(studioItems.deletedAt),
      input.characterId ? eq(studioItems.characterId, input.characterId) : undefined,
      input.kind ? eq(studioItems.kind, input.kind) : undefined,
    );
    // Favorites may be the gallery's: still visible to me only while they are in the gallery.
    const rows = input.favorites
      ? (
          await context.db
            .select({ item: studioItems })
            .from(studioItemFavorites)
            .innerJoin(studioItems, eq(studioItems.id, studioItemFavorites.itemId))
            .where(
              and(
                eq(studioItemFavorites.userId, uid),
                filters,
                or(eq(studioItems.ownerId, uid), inGallery),
              ),
            )
            .orderBy(desc(studioItemFavorites.createdAt), desc(studioItems.id))
            .limit(input.size + 1)
            .offset(offset)
        ).map((row) => row.item)
      : await context.db
          .select()
          .from(studioItems)
          .where(and(eq(studioItems.ownerId, uid), filters))
          .orderBy(desc(studioItems.createdAt), desc(studioItems.id))
          .limit(input.size + 1)
          .offset(offset);
    const page = rows.slice(0, input.size);
    return {
      list: await viewsOf(context, page, input.lang),
      nextCursor: rows.length > input.size ? String(offset + input.size) : null,
    };
  }),

  implement(photoEditEndpoint, async ({ itemId, isPrivate, delete: remove, lang }, context) => {
    const uid = signedInUid(context);
    const [row] = await context.db
      .select()
      .from(studioItems)
      .where(
        and(
          eq(studioItems.id, itemId),
          eq(studioItems.ownerId, uid),
          isNull(studioItems.deletedAt),
        ),
      );
    if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
    if (remove) {
      await deleteStudioItem(context.db, context.services.storage, context.log, {
        ownerId: uid,
        itemId,
      });
      return { item: null };
    }
    if (isPrivate === undefined || isPrivate === row.isPrivate) {
      return { item: (await viewsOf(context, [row], lang))[0] ?? null };
    }
    const [updated] = await context.db.transaction(async (tx) => {
      const files = filesOf(row);
      if (files.length > 0) {
        await tx
          .update(media)
          .set({ access: isPrivate ? 'owner' : 'public' })
          .where(inArray(media.id, files));
      }
      return tx
        .update(studioItems)
        .set({ isPrivate })
        .where(eq(studioItems.id, itemId))
        .returning();
    });
    return { item: updated ? ((await viewsOf(context, [updated], lang))[0] ?? null) : null };
  }),
];
