import { translateNl } from '@coulisse/shared/i18n/index';
import { addressLine, mapUrl } from '@coulisse/shared/rules/reminders';
import { brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import type { AnnouncedRehearsal, NoticeKind } from '../../db/schema/index';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/mail/templates';
import { rehearsalInvite } from './reminders.ics';

/** DD/MM/YYYY and HH:mm in Brussels (spec 2 §1). */
export function brusselsDisplay(iso: string): { date: string; time: string } {
  const { date, time } = brusselsDateTime(iso);
  const [y, m, d] = date.split('-');
  return { date: `${d}/${m}/${y}`, time };
}

export interface RehearsalMailInput {
  rehearsal: AnnouncedRehearsal;
  kind: NoticeKind;
  sequence: number;
  person: { userId: number; email: string; firstName: string; lastName: string };
  /** The "ik kan niet" page with this person's token; none for a cancellation or without attendance. */
  absenceUrl: string | null;
  organizer: string;
  host: string;
}

/** Dutch label and value rows of the rehearsal, shared by the HTML and the text part. */
function details(r: AnnouncedRehearsal) {
  const start = brusselsDisplay(r.startDt);
  const end = brusselsDisplay(r.endDt);
  const address = addressLine(r.location);
  return {
    start,
    rows: [
      [translateNl('reminders.date'), start.date],
      [translateNl('reminders.time'), translateNl('reminders.timeRange', { start: start.time, end: end.time })],
      [translateNl('reminders.location'), [r.location.name, address].filter(Boolean).join(', ')],
      [translateNl('reminders.scenes'), r.scenes.length ? r.scenes.join(', ') : translateNl('reminders.noScenes')],
      ...(r.description ? [[translateNl('reminders.description'), r.description]] : []),
    ] as [string, string][],
    map: mapUrl(r.location),
  };
}

/**
 * One rehearsal mail to one person: the details, a map link, the scenes, the `.ics` (REQUEST, or
 * CANCEL for a cancellation) and, while attendance is registered, the signed "ik kan niet" link.
 */
export function rehearsalMail(input: RehearsalMailInput): MailMessage {
  const r = input.rehearsal;
  const { start, rows, map } = details(r);
  const params = { name: r.name, project: r.projectName, date: start.date };
  const subject = translateNl(`reminders.subject.${input.kind}`, params);
  const greeting = translateNl('reminders.greeting', { firstName: input.person.firstName });
  const intro = translateNl(`reminders.intro.${input.kind}`, params);
  const calendar = translateNl(input.kind === 'cancelled' ? 'reminders.calendarRemove' : 'reminders.calendarAdd');
  const mapLabel = translateNl('reminders.map');
  const action = translateNl('reminders.cannotAttend');
  const actionHelp = translateNl('reminders.cannotAttendHelp');

  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${map ? `<p><a href="${escapeHtml(map)}">${escapeHtml(mapLabel)}</a></p>` : ''}
${
  input.absenceUrl
    ? `<p>${escapeHtml(actionHelp)}</p>
<p><a href="${escapeHtml(input.absenceUrl)}" style="background:#497db0;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p>`
    : ''
}
<p style="font-size:12px;color:#666">${escapeHtml(calendar)}</p>
</body></html>`;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(map ? [`${mapLabel}: ${map}`] : []),
    '',
    ...(input.absenceUrl ? [actionHelp, `${action}: ${input.absenceUrl}`, ''] : []),
    calendar,
    '',
  ].join('\n');

  const ics = rehearsalInvite(r, input.kind, input.sequence, {
    organizer: input.organizer,
    attendee: { email: input.person.email, name: `${input.person.firstName} ${input.person.lastName}` },
    host: input.host,
  });
  const method = input.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    to: input.person.email,
    subject: subject.slice(0, 255),
    html,
    text,
    template: `rehearsal-${input.kind}`,
    userId: input.person.userId,
    attachments: [{ filename: 'repetitie.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics }],
  };
}
