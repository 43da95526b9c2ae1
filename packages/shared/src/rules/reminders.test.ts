import { describe, expect, it } from 'vitest';
import { addressLine, isMove, mapUrl, reminderAhead, reminderDueAt, reminderHoursRule, REMINDER_HOURS } from './reminders';

const between = `validation.between?min=${REMINDER_HOURS.min}&max=${REMINDER_HOURS.max}`;

describe('the reminder time of a project (issue 13)', () => {
  it.each([
    [24, null],
    [1, null],
    [REMINDER_HOURS.max, null],
    [0, between],
    [REMINDER_HOURS.max + 1, between],
    [-5, between],
    [1.5, between],
    [Number.NaN, 'validation.required'],
    [null, 'validation.required'],
    [undefined, 'validation.required'],
  ])('%s hours → %s', (hours, outcome) => {
    expect(reminderHoursRule(hours)).toBe(outcome);
  });

  const start = new Date('2026-12-10T19:00:00Z');
  it.each([
    [24, '2026-12-09T19:00:00.000Z'],
    [1, '2026-12-10T18:00:00.000Z'],
    [48, '2026-12-08T19:00:00.000Z'],
  ])('a rehearsal at 19:00 UTC, %s hours before → due %s', (hours, due) => {
    expect(reminderDueAt(start, hours).toISOString()).toBe(due);
  });

  it.each([
    ['2026-12-09T18:59:59Z', true],
    ['2026-12-09T19:00:00Z', false], // due exactly now: the call already said it
    ['2026-12-10T10:00:00Z', false],
  ])('planned at %s with 24 hours: a reminder ahead? %s', (now, ahead) => {
    expect(reminderAhead(start, 24, new Date(now))).toBe(ahead);
  });
});

describe('a move is news for the participants', () => {
  const before = { startDt: new Date('2026-12-10T19:00:00Z'), endDt: new Date('2026-12-10T21:00:00Z'), locationId: 1 };
  it.each([
    ['nothing announced changed', {}, false],
    ['another start', { startDt: new Date('2026-12-10T19:30:00Z') }, true],
    ['another end', { endDt: new Date('2026-12-10T22:00:00Z') }, true],
    ['another place', { locationId: 2 }, true],
  ])('%s → %s', (_, change, moved) => {
    expect(isMove(before, { ...before, ...change })).toBe(moved);
  });
});

describe('the address and its map link', () => {
  it.each([
    [{ street: 'Kerkstraat', houseNumber: '5', zipCode: '2440', city: 'Geel' }, 'Kerkstraat 5, 2440 Geel', 'https://www.openstreetmap.org/search?query=Kerkstraat%205%2C%202440%20Geel'],
    [{ street: 'Markt', houseNumber: null, zipCode: null, city: 'Geel' }, 'Markt, Geel', 'https://www.openstreetmap.org/search?query=Markt%2C%20Geel'],
    [{ street: 'Rue & Co', houseNumber: '1', zipCode: null, city: null }, 'Rue & Co 1', 'https://www.openstreetmap.org/search?query=Rue%20%26%20Co%201'],
    [{ street: null, houseNumber: null, zipCode: null, city: null }, '', null],
  ])('%j → %s', (address, line, url) => {
    expect(addressLine(address)).toBe(line);
    expect(mapUrl(address)).toBe(url);
  });
});
