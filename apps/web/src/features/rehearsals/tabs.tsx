import { lazyNamed } from '../../app/screens/lazyNamed';
import { has, type ProjectPage, type Tab } from '../../app/tabs/tabs';

const UserRehearsalsTab = lazyNamed(() => import('./components/UserRehearsalsTab'), 'UserRehearsalsTab');
const NextRehearsalsSection = lazyNamed(() => import('./components/NextRehearsalsSection'), 'NextRehearsalsSection');

export const rehearsalsPage: ProjectPage = { host: 'project', key: 'rehearsals', labelKey: 'rehearsals.title', path: 'repetities', kind: 'tab', order: 60, available: has('canReadRepetitions') };
export const calendarPage: ProjectPage = { host: 'project', key: 'calendar', labelKey: 'rehearsals.calendar', path: 'kalender', kind: 'action', order: 50, available: has('canSeeCalendar') };

/** Rehearsals on the pages of others: the project's tab and calendar, the Repetities tab of a volunteer (50) and of a registration, and the next rehearsals on the participant's home (10). */
export const rehearsalsTabs: readonly Tab[] = [
  rehearsalsPage,
  calendarPage,
  {
    host: 'profile',
    key: 'repetities',
    labelKey: 'rehearsals.title',
    order: 50,
    availableFor: (viewer, userId) => viewer.id === userId || viewer.flags.canReadUserRepetitions === true,
    render: (userId) => <UserRehearsalsTab userId={userId} />,
  },
  {
    host: 'registration',
    key: 'repetities',
    labelKey: 'registrations.detail.tabs.repetitions',
    order: 30,
    available: has('canReadUserRepetitions'),
    render: ({ projectId, userId }) => <UserRehearsalsTab userId={userId} projectId={projectId} />,
  },
  { host: 'home', key: 'rehearsals', order: 10, render: (user) => <NextRehearsalsSection userId={user.id} />,
    preload: NextRehearsalsSection.preload,
    prefetch: (client, user) => import('./api/get-user-rehearsals').then(({ prefetchUpcomingRehearsals }) => prefetchUpcomingRehearsals(client, user.id)),
  },
];
