import { reportEndpoint } from '@contract/api/report-endpoints';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { reports } from '../../db/schema/reports';
import { findVisibleCharacter } from '../characters/character-queries';

export const reportRoutes = [
  // A report is kept once per reporter and target; reporting again replaces its reason, so
  // pressing twice or changing one's mind never counts as two reports.
  implement(reportEndpoint, async ({ targetType, targetId, reason, details }, context) => {
    const uid = signedInUid(context);
    const character = await findVisibleCharacter(context.db, targetId, uid);
    await context.db
      .insert(reports)
      .values({ reporterId: uid, targetType, targetId: character.id, reason, details })
      .onConflictDoUpdate({
        target: [reports.reporterId, reports.targetType, reports.targetId],
        set: { reason, details, createdAt: new Date() },
      });
    return { reported: true as const };
  }),
];
