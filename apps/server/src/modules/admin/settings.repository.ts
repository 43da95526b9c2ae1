import type { SettingsBody } from '@coulisse/shared/schemas/settings';
import { translateNl } from '@coulisse/shared/i18n/index';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

const DEFAULT_SETTINGS: SettingsBody = {
  title: translateNl('welcome.title'),
  description: translateNl('welcome.description'),
  fine: 5,
};

/** The one settings row; defaults until an administrator saves. */
export async function readSettings(db: DbOrTx): Promise<SettingsBody> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ? { title: row.title, description: row.description, fine: Number(row.fine) } : DEFAULT_SETTINGS;
}

export async function writeSettings(db: DbOrTx, body: SettingsBody): Promise<SettingsBody> {
  await db
    .insert(settings)
    .values({ id: 1, ...body })
    .onConflictDoUpdate({ target: settings.id, set: body });
  return readSettings(db);
}
