import type { RightFlags } from '@coulisse/shared/access/flags';
import { partOfTownChoices } from '@coulisse/shared/rules/lookups';
import type { ChoiceDto, RegistrationDto } from '@coulisse/shared/schemas/registrations';
import { readableSections } from './registrations.access';
import type { RegistrationRecord } from './registrations.repository';

const partsOfTown = new Map(partOfTownChoices().map((p) => [p.value, p]));

export const partOfTownLabel = (value: number | null): string | null => (value === null ? null : (partsOfTown.get(value)?.label ?? null));

/**
 * One registration for one reader (spec 1 §2 "Registration detail screen"): each section only with
 * its read right (general, preferred, other), the person's own registration in full except the
 * organisation's remark; abilities tell the screen which actions the server will accept.
 */
export function presentRegistration(
  record: RegistrationRecord,
  chosen: ChoiceDto[],
  reader: { id: number; flags: RightFlags },
  abilities: RegistrationDto['abilities'],
): RegistrationDto {
  const r = record.registration;
  const see = readableSections(reader.flags, r.userId === reader.id);
  return {
    id: r.id,
    projectId: r.projectId,
    projectName: record.projectName,
    user: record.user,
    creationDt: r.creationDt.toISOString(),
    general: see.general ? { location: r.location } : null,
    preferences: see.preferences ? { auditioning: r.auditioning, choices: chosen } : null,
    other: see.other
      ? {
          partOfTown: r.partOfTown === null ? null : (partsOfTown.get(r.partOfTown) ?? null),
          talents: r.talents,
          remarks: r.remarks,
          diet: r.diet,
          ownerRemarks: see.ownerRemarks ? r.ownerRemarks : null,
        }
      : null,
    abilities,
  };
}
