import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { media } from '../db/schema/media';

/** `GET /media/{id}`: stored images. Ids never change content meaningfully, so they cache long. */
export function mediaRoutes(db: Database): Hono {
  const routes = new Hono();
  routes.get('/:id{[A-Za-z0-9_-]{1,128}}', async (c) => {
    const [row] = await db
      .select({ contentType: media.contentType, body: media.body })
      .from(media)
      .where(eq(media.id, c.req.param('id')))
      .limit(1);
    if (!row) return c.text('Not found', 404);
    return c.body(new Uint8Array(row.body), 200, {
      'content-type': row.contentType,
      'cache-control': 'public, max-age=86400',
      // SVG can hold scripts; served as an image from our origin it must not run any.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });
  return routes;
}
