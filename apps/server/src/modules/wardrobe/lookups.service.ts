import { translateNl } from '@coulisse/shared/i18n/index';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import type { LookupDef, LookupOptions } from './lookups';
import { findLookup, insertLookup, labelOf, lookupOptions, removeUnused, updateLookup, type LookupRow } from './stock.repository';

/** One lookup row as the API names its field: `{id, size}`, `{id, type}` or `{id, name}`. */
const present = (def: LookupDef, row: LookupRow) => ({ id: row.id, [def.key]: row.value });

export async function getLookup(ctx: AppContext, def: LookupDef, id: number) {
  const row = await findLookup(ctx.db, def, id);
  if (!row) throw notFound();
  return present(def, row);
}

export async function createLookup(ctx: AppContext, def: LookupDef, value: string) {
  return present(def, await insertLookup(ctx.db, def, value));
}

export async function updateLookupValue(ctx: AppContext, def: LookupDef, id: number, value: string) {
  const row = await updateLookup(ctx.db, def, id, value);
  if (!row) throw notFound();
  return present(def, row);
}

/** Deletes the row unless articles use it (stock.repository removeUnused); `{message}` names it. */
export async function deleteLookup(ctx: AppContext, def: LookupDef, id: number): Promise<{ message: string }> {
  const label = labelOf(def.kindKey, (await getLookup(ctx, def, id))[def.key] as string);
  const removed = await ctx.db.transaction((tx) => removeUnused(tx, { ...def, label }, id));
  if (!removed) throw notFound();
  return { message: translateNl('stock.success.deleted', { name: label }) };
}

/** The select options of the article form for one lookup. */
export const optionsOf = (ctx: AppContext, lookup: LookupOptions) => lookupOptions(ctx.db, lookup);
