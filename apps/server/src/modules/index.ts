import type { App } from '../platform/http/app';
import type { AppContext } from '../platform/context';
import { accessRoutes } from './access/access.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { emailChangeRoutes } from './accounts/emailChange.routes';
import { adminRoutes } from './admin/admin.routes';
import { outboxRoutes } from './communication/outbox.routes';
import { mailRoutes } from './communication/mail.routes';
import { notificationsRoutes } from './communication/notifications.routes';
import { messagesRoutes } from './communication/messages.routes';
import { statisticsRoutes } from './admin/statistics.routes';
import { filesRoutes } from './files/files.routes';
import { peopleRoutes } from './people/people.routes';
import { certificateRoutes } from './people/certificate.routes';
import { userAdminRoutes } from './people/userAdmin.routes';
import { profilesRoutes } from './accounts/profiles.routes';
import { staffToolsRoutes } from './people/staffTools.routes';
import { lookupsRoutes } from './lookups/lookups.routes';
import { projectsRoutes } from './projects/projects.routes';
import { searchRoutes } from './search/search.routes';
import { registrationsRoutes } from './registrations/registrations.routes';
import { castingRoutes } from './casting/casting.routes';
import { rehearsalsRoutes } from './rehearsals/rehearsals.routes';
import { wardrobeRoutes } from './wardrobe/wardrobe.routes';

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
  mailRoutes,
  notificationsRoutes,
  userAdminRoutes,
  profilesRoutes,
  certificateRoutes,
  staffToolsRoutes,
  lookupsRoutes,
  projectsRoutes,
  searchRoutes,
  registrationsRoutes,
  castingRoutes,
  rehearsalsRoutes,
  messagesRoutes,
  wardrobeRoutes,
];
