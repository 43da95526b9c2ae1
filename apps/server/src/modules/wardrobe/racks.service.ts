import { translateNl } from '@coulisse/shared/i18n/index';
import type { RackDto } from '@coulisse/shared/schemas/wardrobe/stock';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/errors';
import { describeRack, findRack, insertRack, renumberRack } from './racks.repository';
import { labelOf, RACK_ROWS, removeUnused } from './stock.repository';

const rackExists = (id: number) => new AppError('validation', 'stock.errors.rackExists', { id }, { id: translateNl('stock.errors.rackExists', { id }) });

export async function getRack(ctx: AppContext, id: number): Promise<RackDto> {
  const rack = await findRack(ctx.db, id);
  if (!rack) throw notFound();
  return rack;
}

/** POST /api/clothing/rack: the number is chosen by staff; a taken one is refused on the field. */
export async function createRack(ctx: AppContext, rack: RackDto): Promise<RackDto> {
  if (await findRack(ctx.db, rack.id)) throw rackExists(rack.id);
  return insertRack(ctx.db, rack);
}

/** PUT /api/clothing/rack/{id}: a new number renumbers the rack, its articles move along in the same transaction. */
export function updateRack(ctx: AppContext, oldId: number, rack: RackDto): Promise<RackDto> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findRack(tx, oldId))) throw notFound();
    if (rack.id === oldId) return describeRack(tx, oldId, rack.description);
    if (await findRack(tx, rack.id)) throw rackExists(rack.id);
    return renumberRack(tx, oldId, rack);
  });
}

export async function deleteRack(ctx: AppContext, id: number): Promise<{ message: string }> {
  const label = labelOf('stock.kinds.rack', id);
  const removed = await ctx.db.transaction((tx) => removeUnused(tx, { ...RACK_ROWS, label }, id));
  if (!removed) throw notFound();
  return { message: translateNl('stock.success.deleted', { name: label }) };
}
