import { registrations } from '../db/schema/index';
import type { DbOrTx } from '../platform/db/client';
import { addDays, atMinute, daysBetween } from './dates';
import { DIETS, REGISTRATION_REMARKS, TALENTS } from './names';
import type { Random } from './random';

export type NewRegistration = typeof registrations.$inferInsert;

/** What a generated registration needs to know about its project. */
export interface RegistrationWindow {
  id: number;
  openFrom: string;
  /** Last day registrations came in (the off-stage close, or today for an open project). */
  lastDay: string;
  auditionsEnabled: boolean;
  /** Procession-type project: every registration names a part of town (spec 1 §5). */
  extended: boolean;
}

/** Parts of town a procession is split into; values only, the labels are project settings. */
const PARTS_OF_TOWN = 8;

/** One registration: mostly on-stage, some auditioning, talents, remarks and diets as people fill them in. */
export function generateRegistration(rng: Random, project: RegistrationWindow, userId: number): NewRegistration {
  const onStage = rng.chance(0.65);
  const span = Math.max(0, daysBetween(project.openFrom, project.lastDay));
  return {
    userId,
    projectId: project.id,
    location: onStage ? 1 : 0,
    auditioning: onStage && project.auditionsEnabled && rng.chance(0.2),
    partOfTown: project.extended ? rng.int(1, PARTS_OF_TOWN) : null,
    talents: rng.chance(0.3) ? rng.sample(TALENTS, rng.int(1, 3)).join(', ') : null,
    remarks: rng.chance(0.12) ? rng.pick(REGISTRATION_REMARKS) : null,
    ownerRemarks: rng.chance(0.04) ? 'Vorig jaar ook van de partij.' : null,
    diet: rng.chance(0.12) ? rng.pick(DIETS) : null,
    creationDt: atMinute(addDays(project.openFrom, rng.int(0, span)), rng.int(7 * 60, 23 * 60)),
  };
}

const REGISTRATION_BATCH = 2000;

/** Inserts registrations in multi-row batches; call it with a transaction handle. Answers their ids, sides and projects. */
export async function insertRegistrations(tx: DbOrTx, rows: NewRegistration[]): Promise<{ id: number; projectId: number; location: number }[]> {
  const inserted: { id: number; projectId: number; location: number }[] = [];
  for (let i = 0; i < rows.length; i += REGISTRATION_BATCH) {
    inserted.push(
      ...(await tx
        .insert(registrations)
        .values(rows.slice(i, i + REGISTRATION_BATCH))
        .returning({ id: registrations.id, projectId: registrations.projectId, location: registrations.location })),
    );
  }
  return inserted;
}
