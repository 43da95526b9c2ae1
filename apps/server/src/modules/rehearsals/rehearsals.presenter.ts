import { brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import type { RepetitionDto, SelectionItemDto } from '@coulisse/shared/schemas/rehearsals';
import type { RepetitionRecord } from './rehearsals.repository';

/** What a rehearsal's answer adds to its row: the selection, the scenes, the count and the caller's own presence. */
export interface RepetitionExtra {
  selection: SelectionItemDto[];
  scenes: { id: number; identifier: string; name: string }[];
  participants: number;
  own: RepetitionDto['own'];
}

/** A rehearsal as the API answers it (spec 2 §3 Repetition); date and hours in Brussels time. */
export function presentRepetition(r: RepetitionRecord, extra: RepetitionExtra): RepetitionDto {
  const start = brusselsDateTime(r.rep.startDt);
  const end = brusselsDateTime(r.rep.endDt);
  return {
    id: r.rep.id,
    projectId: r.rep.projectId,
    projectName: r.projectName,
    identifier: r.rep.identifier,
    name: r.rep.name,
    description: r.rep.description,
    date: start.date,
    start: start.time,
    end: end.time,
    startDt: r.rep.startDt.toISOString(),
    endDt: r.rep.endDt.toISOString(),
    locationId: r.location.id,
    location: {
      id: r.location.id,
      identifier: r.location.identifier,
      name: r.location.name,
      street: r.location.streetName,
      houseNumber: r.location.houseNumber,
      zipCode: r.location.zipCode,
      city: r.location.cityName,
    },
    typeId: r.type.id,
    type: { id: r.type.id, name: r.type.name },
    register: r.rep.register,
    sendMail: r.rep.sendMail,
    open: r.rep.open,
    ...extra,
  };
}
