import type { Env } from '../config/env';

/** Why a call must be refused with 1007 (maintenance or a blocked region), or null to go on. */
export function regionRefusal(
  env: Pick<Env, 'MAINTENANCE' | 'BLOCKED_COUNTRIES'>,
  country: string | null,
): string | null {
  if (env.MAINTENANCE) return 'The service is under maintenance, please come back later';
  if (country && env.BLOCKED_COUNTRIES.includes(country)) return 'region not supported';
  return null;
}
