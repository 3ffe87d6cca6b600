import { REFUSAL_CODE } from '@contract/api-codes';
import { and, eq, isNull, or } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { HandlerContext } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import type { Executor } from '../../db/database';
import { studioItems } from '../../db/schema/studio-items';
import { answerLanguage } from '../characters/character-views';
import { loadItemContext, type StudioItemRow, toStudioItem } from './studio-views';

/** In the community gallery: ready, public, not hidden by a report, not deleted. */
export const inGallery = and(
  eq(studioItems.state, 'ready'),
  eq(studioItems.isPrivate, false),
  isNull(studioItems.hiddenAt),
  isNull(studioItems.deletedAt),
);

export const MISSING = 'This photo does not exist';

/** An item the caller may see: theirs (not deleted), or one in the gallery. */
export async function visibleItem(db: Executor, itemId: string, viewerId: string | null) {
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

/** The files an item shows: the picture or clip, and a video's poster. */
export function filesOf(row: StudioItemRow): string[] {
  return [row.mediaId, row.posterMediaId].filter((id): id is string => Boolean(id));
}

/** The items as the API answers them, in the caller's language. */
export async function viewsOf(context: HandlerContext, rows: StudioItemRow[], lang?: string) {
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
