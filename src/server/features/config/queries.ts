import type { LocaleCode } from '@contract/locales';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { devices } from '../../db/schema/devices';

/** Remembers the language a device chose; the last choice wins. */
export async function saveDeviceLanguage(
  db: Database,
  params: { uuid: string; lang: LocaleCode },
): Promise<void> {
  await db
    .insert(devices)
    .values({ uuid: params.uuid, lang: params.lang })
    .onConflictDoUpdate({
      target: devices.uuid,
      set: { lang: params.lang, updatedAt: sql`now()` },
    });
}
