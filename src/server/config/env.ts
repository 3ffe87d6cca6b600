import type { z } from 'zod';
import { chatFields } from './env-fields/chat-fields';
import { commerceFields } from './env-fields/commerce-fields';
import { contactFields } from './env-fields/contact-fields';
import { mediaFields } from './env-fields/media-fields';
import { serverFields } from './env-fields/server-fields';

/** Every environment variable the server reads, with its default and a hint for a bad value. */
const envFields = {
  ...serverFields,
  ...contactFields,
  ...commerceFields,
  ...chatFields,
  ...mediaFields,
};

type EnvFields = typeof envFields;
export type Env = { [K in keyof EnvFields]: z.output<EnvFields[K]['schema']> };

/** Raised when the environment has a bad value; its message names each variable and its fix. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once at start; a bad value throws `EnvError`. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const problems: string[] = [];
  const env: Record<string, unknown> = {};
  for (const [key, { schema, hint }] of Object.entries(envFields)) {
    const raw = source[key] === '' ? undefined : source[key];
    const result = (schema as z.ZodType).safeParse(raw);
    if (result.success) {
      env[key] = result.data;
    } else {
      const reason = result.error.issues.map((issue) => issue.message).join('; ');
      problems.push(`${key}=${JSON.stringify(raw)} is invalid (${reason}). Set ${key} to ${hint}.`);
    }
  }
  if (env.SMS_PROVIDER === 'twilio') {
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (env[key] === undefined && !problems.some((problem) => problem.startsWith(`${key}=`))) {
        problems.push(
          `${key} is missing. Set ${key} to ${envFields[key].hint}, or unset SMS_PROVIDER.`,
        );
      }
    }
  }
  if (env.MODERATION_PROVIDER !== 'embedded' && env.MODERATION_BASE_URL === undefined) {
    if (!problems.some((problem) => problem.startsWith('MODERATION_BASE_URL='))) {
      problems.push(
        `MODERATION_BASE_URL is missing. Set MODERATION_BASE_URL to ${envFields.MODERATION_BASE_URL.hint}, or set MODERATION_PROVIDER to embedded.`,
      );
    }
  }
  if (problems.length > 0) throw new EnvError(`Bad environment:\n  ${problems.join('\n  ')}`);
  return env as Env;
}
