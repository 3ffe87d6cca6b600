import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@contract/locales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { devices } from '../../db/schema/devices';

/** The language to use for someone not signed in: asked for, else their device's, else English. */
export async function requestLanguage(
  db: Database,
  input: { lang?: string | undefined; uuid?: string | undefined },
): Promise<LocaleCode> {
  if (isLocaleCode(input.lang)) return input.lang;
  if (input.uuid) {
    const [device] = await db
      .select({ lang: devices.lang })
      .from(devices)
      .where(eq(devices.uuid, input.uuid))
      .limit(1);
    if (device && isLocaleCode(device.lang)) return device.lang;
  }
  return DEFAULT_LOCALE;
}
