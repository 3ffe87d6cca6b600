import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import type { ClassifierOptions } from './classifier-client';
import { createEmbeddedModeration } from './embedded-moderation';
import { createGuardModeration } from './guard-moderation';
import { layerModeration } from './layered-moderation';
import type { ModerationProvider } from './moderation-provider';
import { createOpenAiModeration } from './openai-moderation';

type ModerationEnv = Pick<
  Env,
  | 'MODERATION_PROVIDER'
  | 'MODERATION_BASE_URL'
  | 'MODERATION_API_KEY'
  | 'MODERATION_MODEL'
  | 'MODERATION_TIMEOUT_MS'
  | 'MODERATION_PICTURE_TIMEOUT_MS'
  | 'MODERATION_GUARD_PICTURES'
>;

/** Each classifier's model when `MODERATION_MODEL` is unset. */
const DEFAULT_MODELS = {
  openai: 'omni-moderation-latest',
  guard: 'meta-llama/Llama-Guard-3-8B',
} as const;

/**
 * The moderation provider `MODERATION_PROVIDER` names: the embedded checker alone, or the
 * embedded checker followed by a classifier (an OpenAI-compatible moderation endpoint, or a
 * guard model on an OpenAI-compatible chat server) at `MODERATION_BASE_URL`.
 */
export function createModerationProvider(env: ModerationEnv, log: Logger): ModerationProvider {
  const embedded = createEmbeddedModeration();
  const kind = env.MODERATION_PROVIDER;
  if (kind === 'embedded') return embedded;
  // parseEnv refuses a classifier without its URL.
  const options: ClassifierOptions = {
    baseUrl: env.MODERATION_BASE_URL ?? '',
    apiKey: env.MODERATION_API_KEY,
    model: env.MODERATION_MODEL ?? DEFAULT_MODELS[kind],
    textTimeoutMs: env.MODERATION_TIMEOUT_MS,
    pictureTimeoutMs: env.MODERATION_PICTURE_TIMEOUT_MS,
  };
  const classifier =
    kind === 'openai'
      ? createOpenAiModeration(options)
      : createGuardModeration({ ...options, seesPictures: env.MODERATION_GUARD_PICTURES });
  return layerModeration(embedded, classifier, log);
}
