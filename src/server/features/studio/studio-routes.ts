import {
  generatePhotoEndpoint,
  photoEditEndpoint,
  photoLikeEndpoint,
  studioGalleryEndpoint,
  studioItemEndpoint,
} from '@contract/api/studio-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { LIKE_STATE } from '@contract/enums';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { positionOf } from '../../api/position-cursor';
import type { Executor } from '../../db/database';
import { media } from '../../db/schema/media';
import { studioItemLikes, studioItems } from '../../db/schema/studio-items';
import { loadUser } from '../accounts/user-profile';
import { answerLanguage } from '../characters/character-views';
import { assertFeatureOn } from '../config/feature-switch';
import { orderPhoto } from './order-photo';
import { loadItemContext, type StudioItemRow, toStudioItem } from './studio-views';

/** In the community gallery: ready, public, not hidden by a report, not deleted. */
const inGallery = and(
  eq(studioItems.state, 'ready'),
  eq(studioItems.isPrivate, false),
  isNull(studioItems.hiddenAt),
  isNull(studioItems.deletedAt),
);

const MISSING = 'This photo does not exist';

/** An item the caller may see: theirs (not deleted), or one in the gallery. */
async function visibleItem(db: Executor, itemId: string, viewerId: string | null) {
  const mine = viewerId
    ? and(eq(studioItems.ownerId, viewerId), isNull(studioItems.deletedAt))
    : undefined;
  const [row] = await db
    .select()
    .from(studioItems)
    .where(and(eq(studioItems.id, itemId), mine ? or(mine, inGallery) : inGallery))
    .limit(1);
  if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
  return row;
}

/** The items as the API answers them, in the caller's language. */
async function viewsOf(context: HandlerContext, rows: StudioItemRow[], lang?: string) {
  const caller = context.uid ? await loadUser(context.db, context.uid) : null;
  const itemContext = await loadItemContext(
    context.db,
    rows,
    context.uid,
    await context.media.signer(),
    answerLanguage(lang, caller?.lang),
  );
  return rows.map((row) => toStudioItem(row, itemContext));
}

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

  implement(studioItemEndpoint, async ({ itemId, lang }, context) => {
    const row = await visibleItem(context.db, itemId, signedInUid(context));
    const [view] = await viewsOf(context, [row], lang);
    return view as NonNullable<typeof view>;
  }),

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
      await context.db.transaction(async (tx) => {
        await tx
          .update(studioItems)
          .set({ deletedAt: new Date() })
          .where(eq(studioItems.id, itemId));
        // A deleted picture is its owner's only, then gone from every address but theirs.
        if (row.mediaId) {
          await tx.update(media).set({ access: 'owner' }).where(eq(media.id, row.mediaId));
        }
      });
      return { item: null };
    }
    if (isPrivate === undefined || isPrivate === row.isPrivate) {
      return { item: (await viewsOf(context, [row], lang))[0] ?? null };
    }
    const [updated] = await context.db.transaction(async (tx) => {
      if (row.mediaId) {
        await tx
          .update(media)
          .set({ access: isPrivate ? 'owner' : 'public' })
          .where(eq(media.id, row.mediaId));
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
