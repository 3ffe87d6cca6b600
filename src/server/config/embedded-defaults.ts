import { isSandboxOn } from '../features/payments/pay-methods';
import type { Env } from './env';

/** One embedded default the server runs on, and the variable that switches it to a real one. */
export interface EmbeddedDefault {
  capability: string;
  inUse: string;
  switchWith: string;
}

/**
 * The embedded defaults this server runs on (ARCHITECTURE.md's provider table), for the line
 * `npm start` prints when the server is up: a newcomer sees what is a stand-in and how to swap it.
 */
export function embeddedDefaultsInUse(
  env: Env,
  providers: { chatModel: 'demo' | 'openai'; isDemoImages: boolean },
): EmbeddedDefault[] {
  const defaults: Array<EmbeddedDefault | false> = [
    providers.chatModel === 'demo' && {
      capability: 'chat',
      inUse: 'the demo model (scripted replies)',
      switchWith: 'LLM_BASE_URL',
    },
    providers.isDemoImages && {
      capability: 'images',
      inUse: 'the demo image model (drawn on this server)',
      switchWith: 'COMFYUI_URL or IMAGES_API_BASE_URL',
    },
    !env.SMTP_URL && {
      capability: 'mail',
      inUse: 'the outbox folder (DATA_DIR/outbox)',
      switchWith: 'SMTP_URL',
    },
    isSandboxOn(env) && {
      capability: 'payments',
      inUse: 'the sandbox checkout (nothing is charged)',
      switchWith: 'PAYPAL_CLIENT_ID with PAYPAL_CLIENT_SECRET, and SANDBOX_PAYMENTS=0',
    },
  ];
  return defaults.filter((entry) => entry !== false);
}
