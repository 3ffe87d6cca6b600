import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** What the premium page may count on this server: members, messages sent, published characters. */
const COUNTED_FIGURE_KINDS = ['members', 'messages', 'characters'] as const;

/**
 * The brand's own content on the premium page (spec §2): press logos, ten five-star comments,
 * eight featured verified users and the trust figures. Operators replace the shipped defaults
 * with true content (`BRAND_CONTENT_FILE`); texts come in the caller's language. Without figures
 * from the operator, the server's own counts stand in, each only above its threshold: a small
 * count would argue against buying (issue 33).
 */
const brandContentSchema = z.object({
  pressLogos: z.array(z.object({ name: z.string(), imageUrl: z.string().nullable() })),
  comments: z.array(
    z.object({ name: z.string(), stars: z.number().int().min(1).max(5), text: z.string() }),
  ),
  featuredUsers: z.array(z.object({ name: z.string(), verified: z.boolean() })),
  /** The operator's figures, as written in the content file. */
  trustFigures: z.array(z.object({ value: z.string(), label: z.string() })),
  /**
   * This server's own counts, when the operator gave no figures: only those at or above the
   * thresholds the server is configured with. The client words them (plurals are the client's).
   */
  countedFigures: z.array(
    z.object({
      kind: z.enum(COUNTED_FIGURE_KINDS),
      count: z.number().int().nonnegative(),
    }),
  ),
});
export type CountedFigure = BrandContent['countedFigures'][number];
export type BrandContent = z.infer<typeof brandContentSchema>;

export const brandContentEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.brandContent,
  input: z.object({}),
  output: brandContentSchema,
  access: 'public',
});
