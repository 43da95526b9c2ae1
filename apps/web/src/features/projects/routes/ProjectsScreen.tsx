import { useAuth } from '../../../app/auth/useAuth';
import { lazyNamed } from '../../../app/screens/lazyNamed';
import { OpenProjects } from '../components/OpenProjects';
import { showsParticipantHome } from '../participantHome';
import { ParticipantHome } from './ParticipantHome';

// The staff list (filters, table, export) is a chunk of its own: a volunteer's phone, which opens
// this address first, does not load it (issue 14).
const StaffProjects = lazyNamed(() => import('./StaffProjects'), 'StaffProjects');

/**
 * `/projecten` (spec 1 §2): staff who read projects get the list with the active/inactive toggle
 * (default active, kept in the address) and the name filter; a participant (level 0) their home;
 * everyone else the projects open for registration with their own registration beneath.
 */
export function ProjectsScreen() {
  const { user } = useAuth();
  if (!user) return null;
  // While its chunk arrives, the screen's own loader shows (ScreenSuspense).
  if (user.flags.canReadProjects) return <StaffProjects />;
  return showsParticipantHome(user) ? <ParticipantHome user={user} /> : <OpenProjects />;
}
