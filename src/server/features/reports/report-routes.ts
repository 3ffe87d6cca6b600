import { reportEndpoint } from '@contract/api/report-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import type { Executor } from '../../db/database';
import { reports } from '../../db/schema/reports';
import { studioItems } from '../../db/schema/studio-items';
import { findVisibleCharacter } from '../characters/character-queries';

/** The id of what is reported, once the reporter may see it (and it is not their own photo). */
async function reportedTarget(db: Executor, type: 'character' | 'photo', id: string, uid: string) {
  if (type === 'character') return (await findVisibleCharacter(db, id, uid)).id;
  const [photo] = await db
    .select({ id: studioItems.id })
    .from(studioItems)
    .where(
      and(
        eq(studioItems.id, id),
        eq(studioItems.state, 'ready'),
        eq(studioItems.isPrivate, false),
        isNull(studioItems.deletedAt),
        ne(studioItems.ownerId, uid),
      ),
    );
  if (!photo) throw new ApiFailure(REFUSAL_CODE.notFound, 'This photo does not exist');
  return photo.id;
}

export const reportRoutes = [
  // A report is kept once per reporter and target; reporting again replaces its reason, so
  // pressing twice or changing one's mind never counts as two reports. A reported photo leaves
  // the gallery at once, until a moderator looks at it (docs/decisions.md).
  implement(reportEndpoint, async ({ targetType, targetId, reason, details }, context) => {
    const uid = signedInUid(context);
    const id = await reportedTarget(context.db, targetType, targetId, uid);
    await context.db.transaction(async (tx) => {
      await tx
        .insert(reports)
        .values({ reporterId: uid, targetType, targetId: id, reason, details })
        .onConflictDoUpdate({
          target: [reports.reporterId, reports.targetType, reports.targetId],
          set: { reason, details, createdAt: new Date() },
        });
      if (targetType === 'photo') {
        await tx
          .update(studioItems)
          .set({ hiddenAt: new Date() })
          .where(and(eq(studioItems.id, id), isNull(studioItems.hiddenAt)));
      }
    });
    return { reported: true as const };
  }),
];
