import { useAuth } from '../auth/useAuth';
import { lazyNamed } from '../screens/lazyNamed';
import { DeferredMenu } from './DeferredMenu';
import { ProfileButton } from './ProfileButton';

// By the time it loads, the frame has brought the whole catalogue: it waits for nothing else.
const ProfileMenuList = lazyNamed(() => import('./ProfileMenuList'), 'ProfileMenuList', 'core');

/** Top bar profile menu (spec 1 §2): switch profile, view profile, change password, create profile, sign off. */
export function ProfileMenu() {
  const { user } = useAuth();
  if (!user) return null;
  return <DeferredMenu button={(onClick) => <ProfileButton onClick={onClick} />} menu={(opened) => <ProfileMenuList defaultOpened={opened} />} />;
}
