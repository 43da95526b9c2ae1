import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { AnnouncedRehearsal } from '../../db/schema/index';
import { rehearsalInvite } from './reminders.ics';

const rehearsal = (startDt: string, endDt: string): AnnouncedRehearsal => ({
  id: 7,
  projectId: 1,
  projectName: 'Het Dolhuys',
  name: 'Doorloop; akte 1, scène 2',
  description: 'Kostuums mee\nen schoenen',
  startDt,
  endDt,
  register: true,
  location: { name: 'Zaal', street: 'Kerkstraat', houseNumber: '5', zipCode: '2440', city: 'Geel' },
  scenes: ['De markt'],
});
const party = { organizer: 'regie@dolhuys.be', attendee: { email: 'anna@example.be', name: 'Anna "Nanne" Peeters' }, host: 'coulisse.test' };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  const at = (prop: 'dtstart' | 'dtend') => {
    const time = (vevent.getFirstPropertyValue(prop) as ICAL.Time).clone();
    time.zone = zone;
    return { local: time.toString(), instant: time.toJSDate().toISOString() };
  };
  return { calendar, vevent, event: new ICAL.Event(vevent), at };
}

describe('the .ics of a rehearsal mail, read back by ical.js', () => {
  it.each([
    ['winter (CET, UTC+1)', '2026-12-10T18:30:00.000Z', '2026-12-10T21:00:00.000Z', '2026-12-10T19:30:00', '2026-12-10T22:00:00'],
    ['summer (CEST, UTC+2)', '2026-07-01T17:30:00.000Z', '2026-07-01T20:00:00.000Z', '2026-07-01T19:30:00', '2026-07-01T22:00:00'],
    ['the day clocks go forward', '2026-03-29T08:00:00.000Z', '2026-03-29T10:00:00.000Z', '2026-03-29T10:00:00', '2026-03-29T12:00:00'],
    ['the day clocks go back', '2026-10-25T18:30:00.000Z', '2026-10-25T21:00:00.000Z', '2026-10-25T19:30:00', '2026-10-25T22:00:00'],
  ])('%s: Brussels wall-clock times that are the stored instants', (_, startDt, endDt, localStart, localEnd) => {
    const { vevent, at } = parse(rehearsalInvite(rehearsal(startDt, endDt), 'planned', 0, party));
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Brussels');
    expect(at('dtstart')).toEqual({ local: localStart, instant: startDt });
    expect(at('dtend')).toEqual({ local: localEnd, instant: endDt });
  });

  it('holds one VEVENT with a stable UID, the SEQUENCE, escaped texts, organizer and attendee', () => {
    const text = rehearsalInvite(rehearsal('2026-12-10T18:30:00.000Z', '2026-12-10T21:00:00.000Z'), 'moved', 3, party, new Date('2026-12-01T10:00:00Z'));
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe('repetition-7@coulisse.test');
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe('Doorloop; akte 1, scène 2 (Het Dolhuys)');
    expect(event.description).toBe('Kostuums mee\nen schoenen');
    expect(event.location).toBe('Zaal, Kerkstraat 5, 2440 Geel');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:regie@dolhuys.be');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:anna@example.be');
    expect(attendee.getParameter('rsvp')).toBe('FALSE');
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID', () => {
    const { calendar, vevent, event } = parse(rehearsalInvite(rehearsal('2026-12-10T18:30:00.000Z', '2026-12-10T21:00:00.000Z'), 'cancelled', 4, party));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe('repetition-7@coulisse.test');
    expect(event.sequence).toBe(4);
  });
});
