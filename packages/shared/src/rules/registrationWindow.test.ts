import { describe, expect, it } from 'vitest';
import { todayInBrussels } from './account';
import {
  deleteCloses,
  editCloses,
  mayEditRegistration,
  mayMoveTo,
  mayUnregister,
  registerRefusal,
  registrationWindow,
  type RegistrationActor,
  type RegistrationMode,
  type WindowDates,
} from './registrationWindow';

const dates = (closedFrom: string | null, closedOffStage: string | null, extra: Partial<WindowDates> = {}): WindowDates => ({
  openFrom: '2026-01-01',
  closedFrom,
  closedOffStage,
  ...extra,
});

// spec 1 §4 "Registration window" with the one-day grace of §9: a close date is the last open day.
describe('registrationWindow (spec 1 §4: mode on/off/both/none, one-day grace)', () => {
  it.each<[string, string | null, string | null, string, RegistrationMode]>([
    ['both open', '2026-06-30', '2026-07-31', '2026-06-01', 'both'],
    ['on-stage on its close day (grace)', '2026-06-30', '2026-07-31', '2026-06-30', 'both'],
    ['on-stage the day after its close date', '2026-06-30', '2026-07-31', '2026-07-01', 'off'],
    ['off-stage on its close day', '2026-06-30', '2026-07-31', '2026-07-31', 'off'],
    ['both the day after the last close date', '2026-06-30', '2026-07-31', '2026-08-01', 'none'],
    ['only on-stage open', '2026-07-31', '2026-06-30', '2026-07-01', 'on'],
    ['on-stage without a close date', null, '2026-07-31', '2026-06-01', 'off'],
    ['no close dates at all', null, null, '2026-06-01', 'none'],
    ['before openFrom', '2026-06-30', '2026-07-31', '2025-12-31', 'none'],
    ['on openFrom', '2026-06-30', '2026-07-31', '2026-01-01', 'both'],
  ])('%s', (_, closedFrom, closedOffStage, today, mode) => {
    const window = registrationWindow(dates(closedFrom, closedOffStage), today);
    expect(window.mode).toBe(mode);
    expect(window.onStage).toBe(mode === 'on' || mode === 'both');
    expect(window.offStage).toBe(mode === 'off' || mode === 'both');
  });

  it('is closed without openFrom', () => {
    expect(registrationWindow({ openFrom: null, closedFrom: '2099-01-01', closedOffStage: '2099-01-01' }, '2026-06-01').mode).toBe('none');
  });

  // Midnight in Brussels: 23:00 UTC in winter (CET), 22:00 UTC in summer (CEST).
  it.each<[string, string, RegistrationMode]>([
    ['2026-03-15T22:59:59.999Z', 'winter, 23:59:59 on the close day', 'both'],
    ['2026-03-15T23:00:00.000Z', 'winter, midnight after the close day', 'off'],
    ['2026-03-15T12:00:00.000Z', 'winter, noon on the close day', 'both'],
  ])('at %s (%s) → %s', (instant, _, mode) => {
    expect(registrationWindow(dates('2026-03-15', '2026-04-30'), todayInBrussels(new Date(instant))).mode).toBe(mode);
  });

  it.each<[string, RegistrationMode]>([
    ['2026-07-15T21:59:59.999Z', 'on'],
    ['2026-07-15T22:00:00.000Z', 'none'],
  ])('summer time: at %s the on-stage-only window is %s', (instant, mode) => {
    expect(registrationWindow(dates('2026-07-15', '2026-07-01'), todayInBrussels(new Date(instant))).mode).toBe(mode);
  });

  it('takes the UTC date that is already tomorrow in Brussels as tomorrow', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Brussels.
    expect(registrationWindow(dates('2026-12-31', null), todayInBrussels(new Date('2026-12-31T23:30:00Z'))).mode).toBe('none');
  });
});

describe('edit and delete close dates', () => {
  it.each<[Partial<WindowDates>, string | null, string | null]>([
    [{}, '2026-07-31', '2026-07-31'],
    [{ editRegistrationClosed: '2026-08-15' }, '2026-08-15', '2026-08-15'],
    [{ deleteRegistrationClosed: '2026-05-01' }, '2026-07-31', '2026-05-01'],
    [{ editRegistrationClosed: '2026-06-01', deleteRegistrationClosed: '2026-09-01' }, '2026-06-01', '2026-09-01'],
  ])('%j → edit %s, delete %s', (extra, edit, del) => {
    const d = dates('2026-06-30', '2026-07-31', extra);
    expect(editCloses(d)).toBe(edit);
    expect(deleteCloses(d)).toBe(del);
  });

  it('has no close date without any date', () => {
    expect(editCloses(dates(null, null))).toBeNull();
  });
});

const participant = (id = 7): RegistrationActor => ({ id, level: 0, flags: {} });
const staff = (flags: Record<string, boolean>): RegistrationActor => ({ id: 2, level: 2, flags });
const admin: RegistrationActor = { id: 1, level: 1, flags: { canCreateRegistrations: true, canUpdateRegistrations: true, canDeleteRegistrations: true } };
const open = registrationWindow(dates('2026-06-30', '2026-07-31'), '2026-06-01');
const offOnly = registrationWindow(dates('2026-06-30', '2026-07-31'), '2026-07-10');
const closed = registrationWindow(dates('2026-06-30', '2026-07-31'), '2026-08-10');

describe('registerRefusal (spec 1 §4, §6)', () => {
  it.each<[string, RegistrationActor, number, 0 | 1, typeof open, string | null]>([
    ['oneself, open window', participant(), 7, 1, open, null],
    ['oneself on-stage after closedFrom', participant(), 7, 1, offOnly, 'onStageClosed'],
    ['oneself off-stage after closedFrom', participant(), 7, 0, offOnly, null],
    ['oneself when nothing is open', participant(), 7, 0, closed, 'notOpen'],
    ['someone else without the right', participant(), 8, 1, open, 'forbidden'],
    ['staff with canCreateRegistrations', staff({ canCreateRegistrations: true }), 8, 1, open, null],
    ['staff with the right, window shut', staff({ canCreateRegistrations: true }), 8, 1, closed, 'notOpen'],
    ['staff with the right, on-stage shut', staff({ canCreateRegistrations: true }), 8, 1, offOnly, 'onStageClosed'],
    ['staff without the right', staff({ canReadRegistrations: true }), 8, 0, open, 'forbidden'],
    ['level 1, window shut', admin, 8, 1, closed, null],
  ])('%s', (_, actor, subject, location, window, refusal) => {
    expect(registerRefusal(actor, subject, location, window)).toBe(refusal);
  });
});

describe('mayEditRegistration / mayUnregister (spec 1 §4)', () => {
  const d = dates('2026-06-30', '2026-07-31', { editRegistrationClosed: '2026-07-15', deleteRegistrationClosed: '2026-06-15' });
  it.each<[string, RegistrationActor, string, boolean, boolean]>([
    ['own, before both close dates', participant(), '2026-06-15', true, true],
    ['own, after the delete close date', participant(), '2026-06-16', true, false],
    ['own, on the edit close date', participant(), '2026-07-15', true, false],
    ['own, after the edit close date', participant(), '2026-07-16', false, false],
    ['other participant', participant(9), '2026-06-01', false, false],
    ['staff with update and delete, open', staff({ canUpdateRegistrations: true, canDeleteRegistrations: true }), '2026-06-01', true, true],
    ['staff with update and delete, closed', staff({ canUpdateRegistrations: true, canDeleteRegistrations: true }), '2026-08-01', false, false],
    ['staff with read only', staff({ canReadRegistrations: true }), '2026-06-01', false, false],
    ['level 1, long after', admin, '2027-01-01', true, true],
  ])('%s', (_, actor, today, edit, unregister) => {
    expect(mayEditRegistration(actor, 7, d, today)).toBe(edit);
    expect(mayUnregister(actor, 7, d, today)).toBe(unregister);
  });
});

describe('mayMoveTo: no on-stage after closedFrom', () => {
  it.each<[string, RegistrationActor, 0 | 1, 0 | 1, typeof open, boolean]>([
    ['stay on-stage after closedFrom', participant(), 1, 1, offOnly, true],
    ['move on-stage after closedFrom', participant(), 0, 1, offOnly, false],
    ['move off-stage while off-stage is open', participant(), 1, 0, offOnly, true],
    ['level 1 moves on-stage after closedFrom', admin, 0, 1, offOnly, true],
    ['move on-stage while open', participant(), 0, 1, open, true],
  ])('%s', (_, actor, from, to, window, allowed) => {
    expect(mayMoveTo(actor, from, to, window)).toBe(allowed);
  });
});
