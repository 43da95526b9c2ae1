import type { App } from '../platform/http/app';
import type { AppContext } from '../platform/context';
import { accessRoutes } from './access/access.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { emailChangeRoutes } from './accounts/emailChange.routes';
import { adminRoutes } from './admin/admin.routes';
import { outboxRoutes } from './communication/outbox.routes';
import { notificationsRoutes } from './communication/notifications.routes';
import { statisticsRoutes } from './admin/statistics.routes';
import { filesRoutes } from './files/files.routes';
import { peopleRoutes } from './people/people.routes';
import { certificateRoutes } from './people/certificate.routes';
import { userAdminRoutes } from './people/userAdmin.routes';
import { profilesRoutes } from './accounts/profiles.routes';
import { volunteersRoutes } from './people/volunteers.routes';
import { lookupsRoutes } from './lookups/lookups.routes';
import { projectsRoutes } from './projects/projects.routes';
import { searchRoutes } from './search/search.routes';
import { registrationsRoutes } from './registrations/registrations.routes';
import { castingRoutes } from './casting/casting.routes';
import { rehearsalsRoutes } from './rehearsals/rehearsals.routes';
import { stockRoutes } from './stock/stock.routes';
import { rentalsRoutes } from './rentals/rentals.routes';
import { articlesRoutes } from './articles/articles.routes';

/** Every business area's routes, mounted under /api. */
export const modules: ((api: App, ctx: AppContext) => Promise<void>)[] = [
  adminRoutes,
  statisticsRoutes,
  accountsRoutes,
  emailChangeRoutes,
  peopleRoutes,
  filesRoutes,
  accessRoutes,
  outboxRoutes,
  notificationsRoutes,
  userAdminRoutes,
  profilesRoutes,
  certificateRoutes,
  volunteersRoutes,
  lookupsRoutes,
  projectsRoutes,
  searchRoutes,
  registrationsRoutes,
  castingRoutes,
  rehearsalsRoutes,
  stockRoutes,
  rentalsRoutes,
  articlesRoutes,
];
