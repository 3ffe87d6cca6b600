import type { Env } from '../../config/env';
import { createEmbeddedModeration } from './embedded-moderation';
import type { ModerationProvider } from './moderation-provider';

/** The moderation provider `MODERATION_PROVIDER` names (only `embedded` for now). */
export function createModerationProvider(
  env: Pick<Env, 'MODERATION_PROVIDER'>,
): ModerationProvider {
  switch (env.MODERATION_PROVIDER) {
    case 'embedded':
      return createEmbeddedModeration();
  }
}
