import type { SocialLink } from '@contract/api/service-order-endpoints';
import { RELEASE_STATE, VISIBILITY } from '@contract/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { creatorProfiles } from '../../db/schema/service-orders';

/** A provider (issue 18): a user with at least one public character others may order from. */
export async function isProvider(db: Executor, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: characters.id })
    .from(characters)
    .where(
      and(
        eq(characters.ownerId, uid),
        eq(characters.visibility, VISIBILITY.open),
        eq(characters.releaseState, RELEASE_STATE.release),
        isNull(characters.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The links on a user's public profile; none for someone who never set any. */
export async function socialLinksOf(db: Executor, uid: string): Promise<SocialLink[]> {
  const [row] = await db
    .select({ links: creatorProfiles.socialLinks })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, uid));
  return row?.links ?? [];
}

/** Replaces the links on a creator's public profile. */
export async function saveSocialLinks(db: Executor, uid: string, links: SocialLink[]) {
  const stored = links.map(({ kind, label, url }) => ({ kind, label, url }));
  await db
    .insert(creatorProfiles)
    .values({ userId: uid, socialLinks: stored })
    .onConflictDoUpdate({
      target: creatorProfiles.userId,
      set: { socialLinks: stored, updatedAt: new Date() },
    });
  return stored;
}
