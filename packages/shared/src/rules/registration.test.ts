import { describe, expect, it } from 'vitest';
import { registrationBody, registrationSchema } from '../schemas/registrations';
import { offeredChoices, partOfTownRule, registrationFieldErrors, type RegistrationContext } from './registration';

const choices = [
  { id: 1, onStage: true, forExtended: false },
  { id: 2, onStage: true, forExtended: true },
  { id: 3, onStage: false, forExtended: false },
];
const plain: RegistrationContext = { extended: false, auditionsEnabled: true, dietEnabled: false, choices };
const extended: RegistrationContext = { ...plain, extended: true };

describe('offeredChoices (spec 1 §4: the side switches the role options)', () => {
  it.each<[0 | 1, boolean, number[]]>([
    [1, false, [1]],
    [1, true, [1, 2]],
    [0, false, [3]],
    [0, true, [3]],
  ])('location %s, extended %s → %j', (location, ext, ids) => {
    expect(offeredChoices(choices, location, ext).map((c) => c.id)).toEqual(ids);
  });
});

// spec 1 §5 "Registration: location and roles required; partOfTown required for extended projects".
describe('registrationFieldErrors (spec 1 §5)', () => {
  it.each<[string, { location: 0 | 1; choices: number[]; partOfTown: number | null }, RegistrationContext, Record<string, string>]>([
    ['on-stage with its choice', { location: 1, choices: [1], partOfTown: null }, plain, {}],
    ['no preference while some are offered', { location: 1, choices: [], partOfTown: null }, plain, { choices: 'validation.required' }],
    ['a choice of the other side', { location: 0, choices: [1], partOfTown: null }, plain, { choices: 'registrations.invalidChoice' }],
    ['an extended-only choice in a plain project', { location: 1, choices: [2], partOfTown: null }, plain, { choices: 'registrations.invalidChoice' }],
    ['an unknown choice', { location: 1, choices: [99], partOfTown: null }, plain, { choices: 'registrations.invalidChoice' }],
    ['nothing offered, nothing chosen', { location: 0, choices: [], partOfTown: null }, { ...plain, choices: [] }, {}],
    ['extended without part of town', { location: 1, choices: [2], partOfTown: null }, extended, { partOfTown: 'validation.required' }],
    ['extended, not living in Geel (0)', { location: 1, choices: [2], partOfTown: 0 }, extended, {}],
    ['extended, a part of town', { location: 0, choices: [3], partOfTown: 14 }, extended, {}],
  ])('%s', (_, fields, context, errors) => {
    expect(registrationFieldErrors(fields, context)).toEqual(errors);
  });
});

describe('partOfTownRule', () => {
  it.each<[number | null, boolean, string | null]>([
    [null, false, null],
    [null, true, 'validation.required'],
    [0, true, null],
    [5, false, null],
    [999, false, 'validation.invalidInput'],
  ])('%s in an extended project %s → %s', (value, ext, key) => {
    expect(partOfTownRule(value, ext)).toBe(key);
  });
});

describe('registrationBody / registrationSchema', () => {
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a complete on-stage registration', { location: 1, choices: [1], auditioning: true }, {}],
    ['no location', { choices: [1] }, { location: 'validation.required' }],
    ['location 2', { location: 2, choices: [] }, { location: 'validation.required' }],
    ['talents too long', { location: 1, choices: [1], talents: 'x'.repeat(2001) }, { talents: 'validation.length?min=0&max=2000' }],
    ['diet too long', { location: 1, choices: [1], diet: 'x'.repeat(256) }, { diet: 'validation.length?min=0&max=255' }],
    ['sizes out of range', { location: 1, choices: [1], sizes: { shirtSize: 'M', height: 300 } }, { 'sizes.height': 'validation.between?min=50&max=230' }],
    ['sizes without shirt size', { location: 1, choices: [1], sizes: { height: 170 } }, { 'sizes.shirtSize': 'validation.shirtSize' }],
  ])('%s', (_, body, errors) => {
    expect(messages(registrationSchema(plain).safeParse(body))).toEqual(errors);
  });

  it('stores empty texts as null and defaults the preferences', () => {
    expect(registrationBody.parse({ location: 0, talents: '  ', remarks: '' })).toMatchObject({ choices: [], auditioning: false, talents: null, remarks: null, diet: null, partOfTown: null });
  });
});
