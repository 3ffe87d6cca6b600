import { z } from 'zod';
import { BRAND_KEYS, DEFAULT_BRAND } from '../../src/contract/brands.ts';

const buildEnvSchema = z.object({
  BRAND: z.enum(BRAND_KEYS).default(DEFAULT_BRAND),
  API_SIGN_SECRET: z.string().min(8).default('dev-sign-secret'),
});

/** The build-time settings of the client, checked once; a bad value stops the build. */
export function readBuildEnv(source: Record<string, string | undefined>) {
  const result = buildEnvSchema.safeParse({
    BRAND: source.BRAND || undefined,
    API_SIGN_SECRET: source.API_SIGN_SECRET || undefined,
  });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(
      `Bad build environment: ${problems.join('; ')}. BRAND is one of ${BRAND_KEYS.join(', ')}; ` +
        'API_SIGN_SECRET has at least 8 characters and equals the server one.',
    );
  }
  return { brand: result.data.BRAND, apiSignSecret: result.data.API_SIGN_SECRET };
}
