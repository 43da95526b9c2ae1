import { casts, choices, locations, type projects, repetitionTypes } from '../db/schema/index';
import type { Tx } from '../platform/db/client';

/** Registration preferences of the open demo project (spec 1 §3 Choice): on and off stage, roles and tasks. */
export const DEMO_CHOICES: Omit<typeof choices.$inferInsert, 'projectId'>[] = [
  { name: 'Sprekende rol', onStage: true, role: true },
  { name: 'Figurant', onStage: true, role: true },
  { name: 'Muzikant', onStage: true, role: true },
  { name: 'Ruiter in de stoet', onStage: true, role: true, forExtended: true },
  { name: 'Kleedster of kleder', onStage: false },
  { name: 'Grime en haar', onStage: false },
  { name: 'Decorbouw', onStage: false },
  { name: 'Catering', onStage: false },
];

const DEMO_CASTS = ['Cast A', 'Cast B'];
const DEMO_REPETITION_TYPES = ['Lezing', 'Scènerepetitie', 'Doorloop', 'Generale'];

const DEMO_LOCATIONS: Omit<typeof locations.$inferInsert, 'projectId'>[] = [
  { name: 'Zaal De Werft', identifier: 'WRF', streetName: 'Werft', houseNumber: '32', zipCode: '2440', cityName: 'Geel' },
  { name: 'Grote Markt', identifier: 'GM', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' },
  { name: 'Gasthuismuseum', identifier: 'GHM', streetName: 'Gasthuisstraat', houseNumber: '1', zipCode: '2440', cityName: 'Geel' },
];

/** The settings of the open demo project: reply address, choices, two casts, rehearsal types and locations. */
export async function seedDemoProjectSettings(tx: Tx, project: typeof projects.$inferSelect): Promise<void> {
  const projectId = project.id;
  await tx.insert(choices).values(DEMO_CHOICES.map((c) => ({ ...c, projectId })));
  await tx.insert(casts).values(DEMO_CASTS.map((name) => ({ projectId, name })));
  await tx.insert(repetitionTypes).values(DEMO_REPETITION_TYPES.map((name) => ({ projectId, name })));
  await tx.insert(locations).values(DEMO_LOCATIONS.map((l) => ({ ...l, projectId })));
}
