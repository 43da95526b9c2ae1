import { addressLine } from '@coulisse/shared/rules/reminders';
import { brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import type { AnnouncedRehearsal, NoticeKind } from '../../db/schema/index';
import { escapeText, fold, utc } from './ical';

/**
 * Europe/Brussels as RFC 5545 wants it beside a TZID: CET in winter, CEST from the last Sunday of
 * March 02:00 to the last Sunday of October 03:00 (the EU rule since 1996).
 */
const BRUSSELS = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Brussels',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** 20261210T200000: the Brussels wall-clock time of an instant, for DTSTART;TZID=Europe/Brussels. */
const brusselsStamp = (iso: string) => {
  const { date, time } = brusselsDateTime(iso);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
};

export interface InviteParty {
  organizer: string;
  attendee: { email: string; name: string };
  /** The host of PUBLIC_URL: the UID is the one of the agenda feed, so a calendar holds one event. */
  host: string;
}

/**
 * The `.ics` of a rehearsal mail: one VEVENT with a UID stable per rehearsal and the notice's
 * SEQUENCE, METHOD:REQUEST (a calendar adds or updates the event) or, for a cancellation,
 * METHOD:CANCEL with STATUS:CANCELLED (it removes it). Times in Europe/Brussels.
 */
export function rehearsalInvite(r: AnnouncedRehearsal, kind: NoticeKind, sequence: number, party: InviteParty, now = new Date()): string {
  const cancel = kind === 'cancelled';
  const place = [r.location.name, addressLine(r.location)].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Coulisse//Repetities//NL',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancel ? 'CANCEL' : 'REQUEST'}`,
    ...BRUSSELS,
    'BEGIN:VEVENT',
    `UID:repetition-${r.id}@${party.host}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `DTSTART;TZID=Europe/Brussels:${brusselsStamp(r.startDt)}`,
    `DTEND;TZID=Europe/Brussels:${brusselsStamp(r.endDt)}`,
    `SUMMARY:${escapeText(`${r.name} (${r.projectName})`)}`,
    `LOCATION:${escapeText(place)}`,
    ...(r.description ? [`DESCRIPTION:${escapeText(r.description)}`] : []),
    `ORGANIZER:mailto:${party.organizer}`,
    `ATTENDEE;CN="${party.attendee.name.replace(/"/g, '')}";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${party.attendee.email}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
