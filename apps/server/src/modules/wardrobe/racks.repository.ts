import type { RackDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { eq } from 'drizzle-orm';
import { articles, racks } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

export async function findRack(db: DbOrTx, id: number): Promise<RackDto | undefined> {
  const [row] = await db.select({ id: racks.id, description: racks.description }).from(racks).where(eq(racks.id, id));
  return row;
}

export async function insertRack(db: DbOrTx, rack: RackDto): Promise<RackDto> {
  const [row] = await db.insert(racks).values(rack).returning({ id: racks.id, description: racks.description });
  return row!;
}

export async function describeRack(db: DbOrTx, id: number, description: string): Promise<RackDto> {
  const [row] = await db.update(racks).set({ description }).where(eq(racks.id, id)).returning({ id: racks.id, description: racks.description });
  return row!;
}

/** Gives a rack a new number: the new rack, its articles moved over, the old one gone (the FK has no ON UPDATE CASCADE). */
export async function renumberRack(tx: Tx, oldId: number, rack: RackDto): Promise<RackDto> {
  const row = await insertRack(tx, rack);
  await tx.update(articles).set({ rackId: rack.id }).where(eq(articles.rackId, oldId));
  await tx.delete(racks).where(eq(racks.id, oldId));
  return row;
}
