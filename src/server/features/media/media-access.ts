import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '@contract/time';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { media } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import { loadServerKey } from '../../lib/server-keys';
import { entitlementsOf } from '../entitlements/entitlements';

const MEDIA_KEY_NAME = 'media';
const VIEWER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Signs and checks addresses of images that are not public (docs/decisions.md: sharp media). */
export interface MediaSigner {
  /**
   * The address of a non-public image for `viewerId`. It works until the end of the next UTC day
   * and stays the same all day, so browsers cache it.
   */
  signedUrl(mediaId: string, viewerId: string, now?: Date): string;
  /** Who an address was signed for, when its signature holds and it has not expired; else null. */
  viewerOf(mediaId: string, query: Record<string, string>, now?: Date): string | null;
}

/** The deployment's media signer, loaded once per app (the key lives in the database). */
export interface MediaAccess {
  signer(): Promise<MediaSigner>;
}

const hmac = (key: string, message: string) =>
  createHmac('sha256', key).update(message).digest('base64url');

/** The media key of the deployment: made on first use, shared by every server copy. */
export function loadMediaKey(db: Executor): Promise<string> {
  return loadServerKey(db, MEDIA_KEY_NAME);
}

/**
 * The id of the sharp copy of a locked photo named `name`: 128 bits nobody can derive from the
 * blurred copy's id without the key, and the same on every start, so seeding stays idempotent.
 */
export function lockedMediaId(key: string, name: string): string {
  const digest = createHmac('sha256', key).update(`media-id:${name}`).digest('hex');
  return `photo-${digest.slice(0, 32)}`;
}

export function mediaSigner(key: string): MediaSigner {
  const signature = (mediaId: string, viewerId: string, expires: string) =>
    hmac(key, `media-url:${mediaId}:${viewerId}:${expires}`);
  return {
    signedUrl(mediaId, viewerId, now = new Date()) {
      const expires = String((Math.floor(now.getTime() / DAY_MS) + 2) * (DAY_MS / 1000));
      const query = new URLSearchParams({
        v: viewerId,
        e: expires,
        s: signature(mediaId, viewerId, expires),
      });
      return `/media/${mediaId}?${query}`;
    },
    viewerOf(mediaId, query, now = new Date()) {
      const { v: viewerId, e: expires, s: given } = query;
      if (!viewerId || !expires || !given) return null;
      if (!VIEWER_PATTERN.test(viewerId) || !/^\d{1,12}$/.test(expires)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      const expected = Buffer.from(signature(mediaId, viewerId, expires));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return viewerId;
    },
  };
}

export function createMediaAccess(db: Executor): MediaAccess {
  let loading: Promise<MediaSigner> | null = null;
  return {
    signer() {
      loading ??= loadMediaKey(db)
        .then(mediaSigner)
        .catch((error: unknown) => {
          // A failed load (database away) is tried again by the next request.
          loading = null;
          throw error;
        });
      return loading;
    },
  };
}

/** Whether `viewerId` may see a non-public image now: a VIP member, or the image's owner. */
export async function mayViewMedia(
  db: Executor,
  image: Pick<typeof media.$inferSelect, 'access' | 'ownerId'>,
  viewerId: string,
): Promise<boolean> {
  if (image.access === 'public') return true;
  if (image.access === 'owner') return image.ownerId === viewerId;
  // Age verification pictures are never served: moderators read them with `npm run support`.
  if (image.access === 'moderators') return false;
  const [viewer] = await db
    .select({ vipExpireAt: users.vipExpireAt })
    .from(users)
    .where(eq(users.id, viewerId))
    .limit(1);
  return viewer ? entitlementsOf(viewer).unblurredPhotos : false;
}
