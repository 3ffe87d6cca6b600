import { VISIBILITY } from '@contract/enums';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { moderationDecisions, reports } from '../../db/schema/reports';
import type { OneTimeTask } from '../../jobs/one-time-task';
import { newOpaqueId } from '../../lib/secrets';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import { type CharacterVerdict, checkCharacter } from './character-check';

/** The reporter the audit files its reports under: no user, the check itself. */
export const CHARACTER_CHECK_REPORTER = 'character-check';

/** The report reason a failed check is filed with (one of REPORT_REASONS). */
const reportReasonOf = (verdict: Exclude<CharacterVerdict, { isSafe: true }>) =>
  verdict.reason === 'realPerson' ? 'real_person' : 'minor';

/**
 * Checks every public character (official and published) once with the character check; one that
 * fails is hidden from everyone but her owner and put in the moderators' queue (`npm run support
 * -- queue`), and her owner sees a decision they may appeal. Safe to run again: a hidden one is
 * not looked at twice. Answers how many it hid.
 */
async function auditPublicCharacters(
  db: Database,
  moderation: ModerationProvider,
): Promise<number> {
  const rows = await db
    .select()
    .from(characters)
    .where(
      and(
        eq(characters.visibility, VISIBILITY.open),
        isNull(characters.hiddenAt),
        isNull(characters.deletedAt),
      ),
    )
    .orderBy(asc(characters.id));
  let hiddenCount = 0;
  for (const row of rows) {
    const verdict = await checkCharacter(moderation, row);
    if (verdict.isSafe) continue;
    const reason = reportReasonOf(verdict);
    const wasHidden = await db.transaction(async (tx) => {
      const [hidden] = await tx
        .update(characters)
        .set({ hiddenAt: new Date() })
        .where(and(eq(characters.id, row.id), isNull(characters.hiddenAt)))
        .returning({ ownerId: characters.ownerId });
      if (!hidden) return false;
      await tx
        .insert(reports)
        .values({
          reporterId: CHARACTER_CHECK_REPORTER,
          targetType: 'character',
          targetId: row.id,
          reason,
          details: `Automatic character check: ${verdict.matched}`,
        })
        .onConflictDoNothing();
      if (hidden.ownerId) {
        await tx.insert(moderationDecisions).values({
          id: newOpaqueId(),
          userId: hidden.ownerId,
          targetType: 'character',
          targetId: row.id,
          action: 'hidden',
          reason,
        });
      }
      return true;
    });
    if (wasHidden) hiddenCount++;
  }
  return hiddenCount;
}

/** The audit, as the one-time task every server start asks the job queue for. */
export function characterAuditTask(db: Database, moderation: ModerationProvider): OneTimeTask {
  return {
    // A new name runs the audit again, for instance after the check changes.
    name: 'check-public-characters-2026-11',
    run: () => auditPublicCharacters(db, moderation),
    done: 'public characters checked once; failing ones hidden and queued for moderators',
    failed: 'checking the public characters failed; the job queue tries again',
  };
}
