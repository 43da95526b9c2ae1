import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { birthDate } from './personal';
import { projectBody } from './projects';
import { moveBody, repetitionBody } from './rehearsals';
import { priceBody } from './wardrobe/rentals';
import { categoryPriceBody } from './wardrobe/stock';
import { isoDate, isoTime, isoTimestamp, optionalIsoDate, temporalSchemas } from './zodRules';

/** The first message zod gives, as the error handler and the forms show it (a catalogue key). */
const problem = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

// Spec 1 §5, spec 2 §5: a wrong date is 'Ongeldige datum', a wrong time 'Ongeldig tijdstip'.
describe('isoDate: one date schema for every body and query', () => {
  it.each<[unknown, string | null]>([
    ['2026-01-01', null],
    ['2028-02-29', null],
    ['2027-02-29', 'validation.invalidDate'],
    ['0000-00-00', 'validation.invalidDate'],
    ['2027-02-30', 'validation.invalidDate'],
    ['2026-13-01', 'validation.invalidDate'],
    ['2026-00-10', 'validation.invalidDate'],
    [' 2026-01-01', 'validation.invalidDate'],
    ['2026-1-1', 'validation.invalidDate'],
    ['x'.repeat(10_000), 'validation.invalidDate'],
    ['', 'validation.required'],
    [undefined, 'validation.required'],
    [20260101, 'validation.required'],
  ])('%j → %s', (value, key) => expect(problem(isoDate, value)).toBe(key));
});

describe('optionalIsoDate: empty, null or absent is no date', () => {
  it.each<[unknown, string | null, unknown]>([
    ['2026-01-01', null, '2026-01-01'],
    ['', null, null],
    [null, null, null],
    [undefined, null, null],
    ['2027-02-30', 'validation.invalidDate', undefined],
  ])('%j → %s', (value, key, parsed) => {
    expect(problem(optionalIsoDate, value)).toBe(key);
    if (!key) expect(optionalIsoDate.parse(value)).toBe(parsed);
  });
});

describe('isoTime', () => {
  it.each<[unknown, string | null]>([
    ['00:00', null],
    ['23:59', null],
    ['24:00', 'validation.invalidTime'],
    ['23:60', 'validation.invalidTime'],
    ['7:5', 'validation.invalidTime'],
    ['', 'validation.required'],
    [undefined, 'validation.required'],
  ])('%j → %s', (value, key) => expect(problem(isoTime, value)).toBe(key));
});

describe('isoTimestamp', () => {
  it.each<[unknown, string | null]>([
    ['2026-05-20T18:00:00.000Z', null],
    ['2026-05-20T20:00:00+02:00', null],
    ['2027-02-30T18:00:00Z', 'validation.invalidTime'],
    ['2026-05-20T18:00:00', 'validation.invalidTime'],
    ['', 'validation.required'],
  ])('%j → %s', (value, key) => expect(problem(isoTimestamp, value)).toBe(key));
});

// The route fuzzer finds date fields through the registry, also behind refinements and wrappers.
describe('temporalSchemas', () => {
  it.each<[string, z.ZodType, string]>([
    ['isoDate', isoDate, 'date'],
    ['isoDate refined further', isoDate.refine(() => true), 'date'],
    ['the birth date', birthDate, 'date'],
    ['isoTime', isoTime, 'time'],
    ['isoTimestamp', isoTimestamp, 'timestamp'],
  ])('%s is a %s', (_, schema, kind) => expect(temporalSchemas.get(schema)?.temporal).toBe(kind));
});

// The bodies that carried a regex-only or rolling date before: the impossible day is refused, never moved.
describe('bodies refuse impossible dates', () => {
  const repetition = { projectId: 1, identifier: 'R1', name: 'Repetitie', date: '2026-05-20', start: '19:00', end: '22:00', locationId: 1, typeId: 1 };
  const project = { name: 'Musical', openFrom: '2026-01-01', closedFrom: '2026-02-01', closedOffStage: '2026-02-01', projectClosed: '2026-06-30' };
  it.each<[string, z.ZodType, unknown, string]>([
    ['a rehearsal on 30 February', repetitionBody, { ...repetition, date: '2027-02-30' }, 'date'],
    ['a rehearsal at 24:00', repetitionBody, { ...repetition, end: '24:00' }, 'end'],
    ['a project opening on 0000-00-00', projectBody, { ...project, openFrom: '0000-00-00' }, 'openFrom'],
    ['a project role date in month 13', projectBody, { ...project, rolesOpen: '2026-13-01' }, 'rolesOpen'],
    ['a price on 30 February', priceBody, { startDt: '2027-02-30', priceCategory: 1, periods: 1, items: [] }, 'startDt'],
    [
      'a category price ending on 30 February',
      categoryPriceBody,
      { startDt: '2199-01-01', endDt: '2199-02-30', priceA: 1, priceB: 1, priceC: 1, priceD: 1, priceE: 1 },
      'endDt',
    ],
    ['a move to 30 February', moveBody, { startDt: '2027-02-30T10:00:00Z', endDt: '2027-03-01T10:00:00Z' }, 'startDt'],
  ])('%s', (_, schema, body, field) => {
    const result = schema.safeParse(body);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
