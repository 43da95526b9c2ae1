import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import nlLocale from '@fullcalendar/react/locales/nl';
import frLocale from '@fullcalendar/react/locales/fr';
import enLocale from '@fullcalendar/react/locales/en-gb';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { CALENDAR_MAX_TIME, CALENDAR_MIN_TIME } from '@coulisse/shared/rules/rehearsals';
import { MOBILE_BREAKPOINT_PX } from '@coulisse/shared/rules/constants';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ApiError } from '../../../lib/api';
import { useProject } from '../../../app/project/api/get-project';
import { useCalendar } from '../api/get-calendar';
import { useMoveRehearsal } from '../api/move-rehearsal';

/**
 * FullCalendar's grey labels and blue events fall under 4.5:1 (WCAG 2.2 AA): the app's colours instead.
 * The event colour is set itself: the palette derives it from the primary colour on :root, so
 * overriding only the primary here would leave the events blue.
 */
const READABLE_CALENDAR = {
  '--fc-classic-muted-foreground': 'var(--mantine-color-gray-7)',
  '--fc-classic-faint-foreground': 'var(--mantine-color-gray-7)',
  '--fc-classic-primary': 'var(--mantine-color-coulisse-7)',
  '--fc-classic-event': 'var(--mantine-color-coulisse-7)',
  '--fc-classic-event-contrast': 'var(--mantine-color-white)',
} as CSSProperties;

const LOCALES = { nl: nlLocale, fr: frLocale, en: enLocale } as const;

/**
 * `/kalender` and `/projecten/{id}/kalender` (spec 2 §2 §9): 07:00–23:00, month view by default (day
 * view on mobile). Clicking a rehearsal opens its attendance page for who may present rehearsals;
 * with the update right a rehearsal can be dragged to a new time, and dropping it onto the past
 * (or a refusal by the server) puts it back.
 */
export function CalendarScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const move = useMoveRehearsal();
  const { user } = useAuth();
  const projectParam = useParams().id;
  const projectId = projectParam ? Number(projectParam) : null;
  const project = useProject(projectId);
  // Read synchronously: FullCalendar takes `initialView` only when it mounts, and Mantine's default
  // (false until an effect runs) mounted the month view on phones.
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX / 16}em)`, undefined, { getInitialValueInEffect: false });
  const [range, setRange] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const events = useCalendar(projectId, range.from, range.to);
  const flags = projectId ? (project.data?.flags ?? {}) : (user?.flags ?? {});
  const mayPresent = flags.canReadRepetitions === true;
  const mayMove = flags.canUpdateRepetitions === true;
  const lang = (i18n.language?.slice(0, 2) ?? 'nl') as keyof typeof LOCALES;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('rehearsals.calendar')}
        {project.data ? ` – ${project.data.name}` : ''}
      </Title>
      {events.error && <Alert color="red">{events.error.message}</Alert>}
      <Paper withBorder p="sm" data-testid="calendar" style={READABLE_CALENDAR}>
        <FullCalendar
          // Crossing the breakpoint (a phone turned sideways) mounts the calendar again with that size's view.
          key={mobile ? 'mobile' : 'desktop'}
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
          locale={LOCALES[lang] ?? nlLocale}
          timeZone="Europe/Brussels"
          initialView={mobile ? 'timeGridDay' : 'dayGridMonth'}
          headerToolbar={{ start: 'prev,next today', center: 'title', end: mobile ? 'timeGridDay,dayGridMonth' : 'dayGridMonth,timeGridWeek,timeGridDay' }}
          slotMinTime={CALENDAR_MIN_TIME}
          slotMaxTime={CALENDAR_MAX_TIME}
          scrollTime={CALENDAR_MIN_TIME}
          height="auto"
          editable={mayMove}
          eventDurationEditable={false}
          events={(events.data ?? []).map((e) => ({ id: String(e.id), title: e.title, start: e.start, end: e.end, extendedProps: { location: e.location } }))}
          datesSet={(info) => {
            const from = info.start.toISOString();
            const to = info.end.toISOString();
            if (from !== range.from || to !== range.to) setRange({ from, to });
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            if (mayPresent) void navigate(`/repetities/${info.event.id}/aanwezigheid`);
          }}
          eventDrop={(info) => {
            const start = info.event.start;
            const end = info.event.end ?? (start ? new Date(start.getTime() + 3_600_000) : null);
            if (!start || !end || start.getTime() < Date.now()) {
              info.revert();
              notifications.show({ color: 'red', message: t('rehearsals.errors.pastTime') });
              return;
            }
            move.mutate(
              { id: Number(info.event.id), startDt: start.toISOString(), endDt: end.toISOString() },
              {
                onError: (error) => {
                  info.revert();
                  notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : t('errors.generic') });
                },
              },
            );
          }}
        />
      </Paper>
    </Stack>
  );
}
