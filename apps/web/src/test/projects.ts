import type { ProjectDto } from '@coulisse/shared/schemas/projects';
import type { RepetitionDto } from '@coulisse/shared/schemas/rehearsals';

/**
 * GET /api/project/5 as the screens under test see it: a project open for registration until
 * 2099, with the caller's flags there; `overrides` for what a test is about.
 */
export const projectDto = (flags: Record<string, boolean> = {}, overrides: Partial<ProjectDto> = {}): ProjectDto => ({
  id: 5,
  name: 'Het Geels Dolhuys 2027',
  title: null,
  subtitle: null,
  openFrom: '2026-01-01',
  closedFrom: '2099-06-30',
  closedOffStage: '2099-07-31',
  projectClosed: '2099-09-30',
  rolesOpen: null,
  rolesClosed: null,
  editRegistrationClosed: null,
  deleteRegistrationClosed: null,
  auditionsEnabled: false,
  auditionHint: null,
  extended: false,
  active: true,
  open: true,
  registered: false,
  flags,
  ...overrides,
});

/** One rehearsal of project 5 as a participant sees it (the caller is called, not yet present). */
export const repetitionDto = (overrides: Partial<RepetitionDto> = {}): RepetitionDto => ({
  id: 9,
  projectId: 5,
  projectName: 'Het Geels Dolhuys 2027',
  identifier: 'R12',
  name: 'Doorloop akte 1',
  description: null,
  date: '2027-03-04',
  start: '19:30',
  end: '22:00',
  startDt: '2027-03-04T18:30:00.000Z',
  endDt: '2027-03-04T21:00:00.000Z',
  locationId: 1,
  location: { id: 1, identifier: 'ZAAL', name: 'Feestzaal', street: 'Kerkstraat', houseNumber: '1', zipCode: '2440', city: 'Geel' },
  typeId: 1,
  type: { id: 1, name: 'Repetitie' },
  register: true,
  sendMail: false,
  open: true,
  selection: [],
  scenes: [],
  participants: 40,
  own: { present: false, markedPresent: false, reason: null },
  ...overrides,
});
