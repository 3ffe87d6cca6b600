import type { StudioItem } from '@contract/api/studio-endpoints';
import { LIKE_STATE } from '@contract/enums';
import type { LocaleCode } from '@contract/locales';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { generationJobs } from '../../db/schema/generation-jobs';
import {
  studioItemFavorites,
  studioItemLikes,
  type studioItems,
} from '../../db/schema/studio-items';
import { characterTexts } from '../characters/character-views';
import type { MediaSigner } from '../media/media-access';

export type StudioItemRow = typeof studioItems.$inferSelect;

/** What the views of some items need besides the rows: names, progress, the caller's likes. */
export interface ItemContext {
  viewerId: string | null;
  signer: MediaSigner;
  nicks: Map<string, string>;
  liked: Set<string>;
  favorites: Set<string>;
  jobs: Map<string, { progress: number; queuePosition: number }>;
}

/** Loads what `toStudioItem` needs for `rows`, in a few queries whatever their number. */
export async function loadItemContext(
  db: Executor,
  rows: readonly StudioItemRow[],
  viewerId: string | null,
  signer: MediaSigner,
  language: LocaleCode,
): Promise<ItemContext> {
  const characterIds = [...new Set(rows.map((row) => row.characterId))];
  const itemIds = rows.map((row) => row.id);
  const [names, likes, favorites] = await Promise.all([
    characterIds.length > 0
      ? db
          .select({ id: characters.id, texts: characters.texts })
          .from(characters)
          .where(inArray(characters.id, characterIds))
      : [],
    viewerId && itemIds.length > 0
      ? db
          .select({ itemId: studioItemLikes.itemId })
          .from(studioItemLikes)
          .where(
            and(eq(studioItemLikes.userId, viewerId), inArray(studioItemLikes.itemId, itemIds)),
          )
      : [],
    viewerId && itemIds.length > 0
      ? db
          .select({ itemId: studioItemFavorites.itemId })
          .from(studioItemFavorites)
          .where(
            and(
              eq(studioItemFavorites.userId, viewerId),
              inArray(studioItemFavorites.itemId, itemIds),
            ),
          )
      : [],
  ]);
  const jobs = new Map<string, { progress: number; queuePosition: number }>();
  for (const row of rows.filter((item) => item.state === 'generating')) {
    jobs.set(row.id, await jobProgress(db, row.jobId));
  }
  return {
    viewerId,
    signer,
    nicks: new Map(names.map((row) => [row.id, characterTexts(row, language).name])),
    liked: new Set(likes.map((row) => row.itemId)),
    favorites: new Set(favorites.map((row) => row.itemId)),
    jobs,
  };
}

/** A waiting job's progress and how many jobs wait before it. */
async function jobProgress(db: Executor, jobId: string) {
  const [job] = await db
    .select({
      progress: generationJobs.progress,
      state: generationJobs.state,
      createdAt: generationJobs.createdAt,
    })
    .from(generationJobs)
    .where(eq(generationJobs.id, jobId));
  if (!job) return { progress: 0, queuePosition: 0 };
  if (job.state !== 'queued') return { progress: job.progress, queuePosition: 0 };
  const [ahead] = await db
    .select({ count: count() })
    .from(generationJobs)
    .where(
      and(
        inArray(generationJobs.state, ['queued', 'running']),
        lt(generationJobs.createdAt, job.createdAt),
      ),
    );
  return { progress: job.progress, queuePosition: ahead?.count ?? 0 };
}

/** A file's address: public unless the item is private, then signed for its owner (the only viewer). */
function urlOf(row: StudioItemRow, mediaId: string | null, signer: MediaSigner): string {
  if (!mediaId) return '';
  return row.isPrivate ? signer.signedUrl(mediaId, row.ownerId) : `/media/${mediaId}`;
}

export function toStudioItem(row: StudioItemRow, context: ItemContext): StudioItem {
  const job = context.jobs.get(row.id);
  return {
    itemId: row.id,
    kind: row.kind,
    characterId: row.characterId,
    characterNick: context.nicks.get(row.characterId) ?? '',
    state: row.state,
    progress: row.state === 'ready' ? 100 : (job?.progress ?? 0),
    queuePosition: job?.queuePosition ?? 0,
    url: urlOf(row, row.mediaId, context.signer),
    prompt: row.prompt,
    width: row.width,
    height: row.height,
    isPrivate: row.isPrivate,
    likeCount: row.likeCount,
    like: context.liked.has(row.id) ? LIKE_STATE.like : LIKE_STATE.none,
    isMine: row.ownerId === context.viewerId,
    isFavorite: context.favorites.has(row.id),
    hiddenPendingReview: row.hiddenAt !== null,
    durationSeconds: row.durationSeconds,
    posterUrl: urlOf(row, row.posterMediaId, context.signer),
    model: row.model,
    isDemoModel: row.isDemoModel,
    pricePaid: row.pricePaid,
    createdAt: row.createdAt.toISOString(),
  };
}
