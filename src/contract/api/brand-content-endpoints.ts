import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/**
 * The brand's own content on the premium page (spec §2): press logos, ten five-star comments,
 * eight featured verified users and the trust figures. Operators replace the shipped defaults
 * with true content (`BRAND_CONTENT_FILE`); texts come in the caller's language.
 */
const brandContentSchema = z.object({
  pressLogos: z.array(z.object({ name: z.string(), imageUrl: z.string().nullable() })),
  comments: z.array(
    z.object({ name: z.string(), stars: z.number().int().min(1).max(5), text: z.string() }),
  ),
  featuredUsers: z.array(z.object({ name: z.string(), verified: z.boolean() })),
  trustFigures: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type BrandContent = z.infer<typeof brandContentSchema>;

export const brandContentEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.brandContent,
  input: z.object({}),
  output: brandContentSchema,
  access: 'public',
});
