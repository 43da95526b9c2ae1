import type { RegistrationDto, RegistrationFormAnswer } from '@coulisse/shared/schemas/registrations';

export const FORM: RegistrationFormAnswer = {
  project: {
    id: 5,
    name: 'Het Geels Dolhuys 2027',
    extended: false,
    auditionsEnabled: true,
    auditionHint: 'Audities op zaterdag in zaal De Werft.',
    dietEnabled: false,
    closedFrom: '2099-06-30',
    closedOffStage: '2099-07-31',
  },
  window: { mode: 'both', onStage: true, offStage: true },
  choices: [
    { id: 1, name: 'Figurant', onStage: true, role: true, forExtended: false },
    { id: 2, name: 'Zanger in het koor', onStage: true, role: true, forExtended: false },
    { id: 3, name: 'Decorbouw', onStage: false, role: false, forExtended: false },
  ],
  user: { id: 7, firstName: 'An', lastName: 'Janssens' },
  registrationId: null,
  sizes: { shirtSize: 'S', height: 168, chest: null, waist: null, hipSize: null, headSize: null, clothingSize: null },
  mayEditSizes: true,
  ignoresWindow: false,
};

export const REGISTRATION: RegistrationDto = {
  id: 40,
  projectId: 5,
  projectName: 'Het Geels Dolhuys 2027',
  user: { id: 7, firstName: 'An', lastName: 'Janssens', image: null },
  creationDt: '2026-05-01T10:00:00.000Z',
  general: { location: 1 },
  preferences: { auditioning: true, choices: [FORM.choices[0]!] },
  other: { partOfTown: null, talents: 'Zingen', remarks: null, diet: null, ownerRemarks: null },
  abilities: { update: true, unregister: true, updateOwnerRemarks: false },
};

export const rightsAnswer = (flags: Record<string, boolean>) => ({ status: 200, body: { rights: [], flags, accessRoles: [] } });
