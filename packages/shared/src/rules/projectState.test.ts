import { describe, expect, it } from 'vitest';
import { todayInBrussels } from './account';
import { addDays, isOpenForRegistration, isProjectActive, type ProjectDates } from './projectState';

const project = (openFrom: string | null, closedFrom: string | null, closedOffStage: string | null): ProjectDates => ({ openFrom, closedFrom, closedOffStage });

describe('isProjectActive (spec 1 §4, the one-day grace of §9)', () => {
  it.each([
    // openFrom, closedFrom, closedOffStage, today, active
    ['2026-01-01', '2026-06-30', '2026-07-31', '2026-06-01', true],
    ['2026-01-01', '2026-06-30', null, '2026-06-30', true], // closes today: still active today
    ['2026-01-01', '2026-06-30', null, '2026-07-01', false], // the day after: inactive
    ['2026-01-01', null, '2026-06-30', '2026-06-30', true],
    ['2026-01-01', null, '2026-06-30', '2026-07-01', false],
    ['2026-01-01', '2026-06-29', '2026-06-30', '2026-06-30', true], // off-stage keeps it active
    ['2026-01-01', '2026-06-30', '2026-06-29', '2026-06-30', true], // on-stage keeps it active
    ['2026-01-01', '2026-06-29', '2026-06-29', '2026-06-30', false],
    [null, '2099-12-31', '2099-12-31', '2026-06-30', false], // no openFrom: never active
    ['2027-01-01', '2027-06-30', null, '2026-06-30', true], // future opening still counts as active
    ['2026-01-01', null, null, '2026-06-30', false],
    ['2026-01-01', '2026-12-31', null, '2026-12-31', true], // across the year end
    ['2026-01-01', '2026-12-31', null, '2027-01-01', false],
    ['2024-01-01', '2024-02-29', null, '2024-02-29', true], // leap day
    ['2024-01-01', '2024-02-29', null, '2024-03-01', false],
    ['2026-01-01', 'not-a-date', null, '2026-06-01', false],
  ])('open %s, on-stage until %s, off-stage until %s, on %s: %s', (openFrom, closedFrom, closedOffStage, today, active) => {
    expect(isProjectActive(project(openFrom, closedFrom, closedOffStage), today)).toBe(active);
  });
});

describe('isOpenForRegistration', () => {
  it.each([
    ['2026-06-01', '2026-06-30', null, '2026-05-31', false], // not open yet
    ['2026-06-01', '2026-06-30', null, '2026-06-01', true], // opens today
    ['2026-06-01', '2026-06-30', null, '2026-06-30', true],
    ['2026-06-01', '2026-06-30', null, '2026-07-01', false],
    [null, '2026-06-30', null, '2026-06-15', false],
  ])('open %s, on-stage until %s, off-stage until %s, on %s: %s', (openFrom, closedFrom, closedOffStage, today, open) => {
    expect(isOpenForRegistration(project(openFrom, closedFrom, closedOffStage), today)).toBe(open);
  });
});

describe('midnight in Europe/Brussels', () => {
  const closesJune30 = project('2026-01-01', '2026-06-30', null);
  it.each([
    // UTC instant, Brussels date, active
    ['2026-06-30T21:59:59Z', '2026-06-30', true], // 23:59:59 CEST
    ['2026-06-30T22:00:00Z', '2026-07-01', false], // 00:00 CEST: the grace day is over
    ['2026-06-30T23:30:00Z', '2026-07-01', false], // still June 30 in UTC, but July 1 in Brussels
  ])('at %s (Brussels %s): %s', (instant, brusselsDate, active) => {
    const today = todayInBrussels(new Date(instant));
    expect(today).toBe(brusselsDate);
    expect(isProjectActive(closesJune30, today)).toBe(active);
  });

  it('uses winter time in December', () => {
    const closesDec31 = project('2026-01-01', '2026-12-31', null);
    expect(isProjectActive(closesDec31, todayInBrussels(new Date('2026-12-31T22:59:59Z')))).toBe(true);
    expect(isProjectActive(closesDec31, todayInBrussels(new Date('2026-12-31T23:00:00Z')))).toBe(false);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'], // DST change in Brussels does not matter to calendar days
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %s = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
