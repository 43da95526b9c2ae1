import { describe, expect, it } from 'vitest';
import { brusselsFormat, isCalendarDate, isClockTime, isTimestamp, parseCalendarDate } from './dates';

// Spec 1 §5, spec 2 §5: dates travel as YYYY-MM-DD; a wrong one is 'Ongeldige datum', never rolled over.
describe('isCalendarDate', () => {
  it.each<[string, boolean]>([
    ['2026-01-01', true],
    ['2028-02-29', true], // leap day
    ['2000-02-29', true], // divisible by 400: a leap year
    ['1900-01-01', true], // first allowed year
    ['2199-12-31', true], // last allowed year
    ['2027-02-29', false], // not a leap year
    ['2100-02-29', false], // divisible by 100, not by 400
    ['0000-00-00', false],
    ['2027-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['1899-12-31', false], // before the allowed years
    ['2200-01-01', false], // after them
    ['9999-12-31', false],
    [' 2026-01-01', false],
    ['2026-01-01 ', false],
    ['2026-1-1', false],
    ['26-01-01', false],
    ['2026/01/01', false],
    ['01/01/2026', false],
    ['2026-01-01T00:00:00Z', false],
    ['+02026-01-01', false],
    ['２０２６-01-01', false], // full-width digits
    ['', false],
  ])('%j → %s', (value, valid) => expect(isCalendarDate(value)).toBe(valid));

  it('parses to UTC midnight, never to a neighbouring day', () => {
    expect(parseCalendarDate('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseCalendarDate('2027-02-30')).toBeNull();
  });

  it('leaves the year range to the rules, which may have bounds of their own', () => {
    expect(parseCalendarDate('2300-01-01')?.toISOString()).toBe('2300-01-01T00:00:00.000Z');
    expect(parseCalendarDate('1850-06-15')?.toISOString()).toBe('1850-06-15T00:00:00.000Z');
    // Date.UTC would read year 0 as 1900.
    expect(parseCalendarDate('0000-01-01')).toBeNull();
    expect(parseCalendarDate('0099-01-01')).toBeNull();
  });
});

// Spec 2 §5: times HH:mm; a wrong one is 'Ongeldig tijdstip'.
describe('isClockTime', () => {
  it.each<[string | null, boolean]>([
    ['00:00', true],
    ['07:05', true],
    ['23:59', true],
    ['24:00', false],
    ['23:60', false],
    ['7:5', false],
    ['7:05', false],
    ['07:5', false],
    [' 07:05', false],
    ['07:05:00', false],
    ['0705', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, valid) => expect(isClockTime(value)).toBe(valid));
});

// Timestamps (calendar drag and drop, calendar range): ISO-8601 with an offset (ARCHITECTURE §6).
describe('isTimestamp', () => {
  it.each<[string, boolean]>([
    ['2026-05-20T18:00:00.000Z', true],
    ['2026-05-20T18:00:00Z', true],
    ['2026-05-20T18:00Z', true],
    ['2026-05-20T20:00:00+02:00', true],
    ['2028-02-29T12:00:00-05:30', true],
    ['2026-05-20T18:00:00', false], // no offset: which instant?
    ['2026-05-20 18:00:00Z', false],
    ['2027-02-29T12:00:00Z', false],
    ['2027-02-30T12:00:00Z', false],
    ['2026-13-01T12:00:00Z', false],
    ['0000-00-00T00:00:00Z', false],
    ['1800-01-01T00:00:00Z', false],
    ['2026-05-20T24:00:00Z', false],
    ['2026-05-20T23:60:00Z', false],
    ['2026-05-20T18:00:60Z', false],
    ['2026-05-20T18:00:00+24:00', false],
    ['2026-05-20', false],
    ['', false],
  ])('%j → %s', (value, valid) => expect(isTimestamp(value)).toBe(valid));
});

describe('brusselsFormat', () => {
  const day = brusselsFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

  it.each([
    ['2026-12-31T22:59:00Z', '2026-12-31'], // 23:59 in winter (UTC+1)
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    ['2026-07-14T21:59:00Z', '2026-07-14'], // 23:59 in summer (UTC+2)
    ['2026-07-14T22:00:00Z', '2026-07-15'],
  ])('formats %s as Brussels day %s', (instant, expected) => {
    expect(day().format(new Date(instant))).toBe(expected);
  });

  it('builds its formatter once, on first use', () => {
    expect(day()).toBe(day());
  });
});
