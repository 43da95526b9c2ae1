import { describe, expect, it } from 'vitest';
import {
  brusselsDateTime,
  effectiveSendMail,
  endAfterStartRule,
  fromBrussels,
  isPin,
  isPresenceCode,
  maySelfReport,
  normalizeReason,
  pinWindowOpen,
  presenceCode,
  presenceState,
  reasonRule,
  repetitionDescriptionRule,
  repetitionFormComplete,
  repetitionIdentifierRule,
  repetitionNameRule,
  setRegister,
  type PresenceState,
} from './rehearsals';

const START = new Date('2026-05-20T18:00:00.000Z');
const minutes = (m: number) => new Date(START.getTime() + m * 60_000);
const seconds = (s: number) => new Date(START.getTime() + s * 1000);

// spec 2 §4/§9: self-report only while the start is MORE than 30 minutes away.
describe('maySelfReport (30-minute cut-off)', () => {
  it.each<[string, Date, boolean]>([
    ['a day before', minutes(-24 * 60), true],
    ['31 minutes before', minutes(-31), true],
    ['30 minutes and 1 second before', seconds(-30 * 60 - 1), true],
    ['exactly 30 minutes before', minutes(-30), false],
    ['29 minutes before', minutes(-29), false],
    ['at the start', START, false],
    ['after the start', minutes(10), false],
  ])('%s → %s', (_, now, expected) => {
    expect(maySelfReport(START, now)).toBe(expected);
    expect(maySelfReport(START.toISOString(), now)).toBe(expected);
  });
});

// spec 2 §4: unlock window 90 minutes ahead through 15 minutes after the start, edges included.
describe('pinWindowOpen (90 before – 15 after)', () => {
  it.each<[string, Date, boolean]>([
    ['91 minutes before', minutes(-91), false],
    ['90 minutes and 1 second before', seconds(-90 * 60 - 1), false],
    ['exactly 90 minutes before', minutes(-90), true],
    ['89 minutes before', minutes(-89), true],
    ['29 minutes before', minutes(-29), true],
    ['at the start', START, true],
    ['14 minutes after', minutes(14), true],
    ['exactly 15 minutes after', minutes(15), true],
    ['15 minutes and 1 second after', seconds(15 * 60 + 1), false],
    ['16 minutes after', minutes(16), false],
  ])('%s → %s', (_, now, expected) => {
    expect(pinWindowOpen({ register: true, startDt: START }, now)).toBe(expected);
  });

  it('is closed for a rehearsal that does not register attendance', () => {
    expect(pinWindowOpen({ register: false, startDt: START }, START)).toBe(false);
  });
});

// spec 2 §4 display states and filter codes.
describe('presenceState / presenceCode', () => {
  it.each<[string, boolean, boolean, Date, PresenceState, number]>([
    ['pin confirmed, before the start', true, true, minutes(-60), 'present', 1],
    ['pin confirmed, long after', true, false, minutes(600), 'present', 1],
    ['announced, before the start', false, true, minutes(-60), 'probablyPresent', 3],
    ['announced, 14 minutes after', false, true, minutes(14), 'probablyPresent', 3],
    ['announced, exactly 15 minutes after', false, true, minutes(15), 'probablyPresent', 3],
    ['announced, 15 minutes and 1 second after', false, true, seconds(15 * 60 + 1), 'unexcusedAbsent', 2],
    ['announced, 16 minutes after', false, true, minutes(16), 'unexcusedAbsent', 2],
    ['signed off, before', false, false, minutes(-60), 'excusedAbsent', 0],
    ['signed off, after', false, false, minutes(60), 'excusedAbsent', 0],
  ])('%s → %s (%i)', (_, present, markedPresent, now, state, code) => {
    expect(presenceState({ present, markedPresent }, START, now)).toBe(state);
    expect(presenceCode({ present, markedPresent }, START, now)).toBe(code);
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [-1, false],
  ])('filter code %i valid: %s', (code, ok) => expect(isPresenceCode(code)).toBe(ok));
});

describe('pin and reason', () => {
  it.each([
    ['12345', true],
    ['00000', true],
    ['1234', false],
    ['123456', false],
    ['12a45', false],
    ['', false],
  ])('pin %j valid: %s', (pin, ok) => expect(isPin(pin)).toBe(ok));

  it.each<[string | null, string | null]>([
    [null, null],
    ['', null],
    ['Ziek', null],
    ['x'.repeat(255), null],
    ['x'.repeat(256), 'validation.length?min=0&max=255'],
  ])('reason %#', (reason, problem) => expect(reasonRule(reason)).toBe(problem));

  it('stores an empty reason as none', () => {
    expect(normalizeReason('  ')).toBeNull();
    expect(normalizeReason(' Ziek ')).toBe('Ziek');
  });
});

// spec 2 §5 "Repetition" field rules.
describe('rehearsal form rules', () => {
  it.each<[string, string, string | null]>([
    ['identifier empty', '', 'validation.required'],
    ['identifier 10', 'x'.repeat(10), null],
    ['identifier 11', 'x'.repeat(11), 'validation.length?min=1&max=10'],
  ])('%s', (_, v, problem) => expect(repetitionIdentifierRule(v)).toBe(problem));

  it.each<[string, string, string | null]>([
    ['name empty', '  ', 'validation.required'],
    ['name 70', 'x'.repeat(70), null],
    ['name 71', 'x'.repeat(71), 'validation.length?min=1&max=70'],
  ])('%s', (_, v, problem) => expect(repetitionNameRule(v)).toBe(problem));

  it.each<[string, string | null, string | null]>([
    ['no description', null, null],
    ['description 255', 'x'.repeat(255), null],
    ['description 256', 'x'.repeat(256), 'validation.length?min=0&max=255'],
  ])('%s', (_, v, problem) => expect(repetitionDescriptionRule(v)).toBe(problem));

  it('needs the end after the start', () => {
    expect(endAfterStartRule('19:00', '22:00')).toBeNull();
    expect(endAfterStartRule('19:00', '19:00')).toBe('rehearsals.errors.endBeforeStart');
    expect(endAfterStartRule('19:00', '18:00')).toBe('rehearsals.errors.endBeforeStart');
  });

  const full = { identifier: 'R1', name: 'Repetitie', date: '2026-05-20', start: '19:00', end: '22:00', locationId: 1, typeId: 2 };
  it.each<[string, Partial<typeof full>, boolean]>([
    ['everything filled in', {}, true],
    ['no identifier', { identifier: ' ' }, false],
    ['no name', { name: '' }, false],
    ['no date', { date: null as unknown as string }, false],
    ['no start', { start: null as unknown as string }, false],
    ['no end', { end: null as unknown as string }, false],
    ['no location', { locationId: null as unknown as number }, false],
    ['no type', { typeId: null as unknown as number }, false],
  ])('save enabled: %s → %s', (_, change, ok) => expect(repetitionFormComplete({ ...full, ...change })).toBe(ok));

  it('couples register and sendMail', () => {
    expect(setRegister(true)).toEqual({ register: true, sendMail: true });
    expect(setRegister(false)).toEqual({ register: false, sendMail: false });
    expect(effectiveSendMail(false, true)).toBe(false);
    expect(effectiveSendMail(true, false)).toBe(false);
    expect(effectiveSendMail(true, true)).toBe(true);
  });
});

describe('Brussels wall-clock time', () => {
  it.each<[string, string, string]>([
    ['2026-01-15', '19:30', '2026-01-15T18:30:00.000Z'],
    ['2026-07-15', '19:30', '2026-07-15T17:30:00.000Z'],
    ['2026-03-29', '07:00', '2026-03-29T05:00:00.000Z'],
    ['2026-10-25', '23:00', '2026-10-25T22:00:00.000Z'],
  ])('%s %s → %s and back', (date, time, iso) => {
    expect(fromBrussels(date, time).toISOString()).toBe(iso);
    expect(brusselsDateTime(iso)).toEqual({ date, time });
  });
});
