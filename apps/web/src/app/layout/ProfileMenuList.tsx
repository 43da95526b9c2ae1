import { isLinkedProfilePlaceholder } from '@coulisse/shared/rules/accountAdmin';
import { Menu } from '@mantine/core';
import { IconKey, IconLogout, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SwitchProfileItems } from '../../features/accounts/components/SwitchProfileItems';
import { useAuth } from '../auth/useAuth';
import { ProfileButton } from './ProfileButton';

/** The profile menu of the top bar (`ProfileMenu`, which loads it). */
export function ProfileMenuList({ defaultOpened }: { defaultOpened: boolean }) {
  const { t } = useTranslation();
  const { user, signOff } = useAuth();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Menu position="bottom-end" withinPortal width={240} defaultOpened={defaultOpened}>
      <Menu.Target>
        <ProfileButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{isLinkedProfilePlaceholder(user.email) ? name : user.email}</Menu.Label>
        <SwitchProfileItems />
        <Menu.Item component={Link} to="/profiel" leftSection={<IconUser size={16} aria-hidden />}>
          {t('menu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/verander-wachtwoord" leftSection={<IconKey size={16} aria-hidden />}>
          {t('menu.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profiel-aanmaken" leftSection={<IconUserPlus size={16} aria-hidden />}>
          {t('menu.createProfile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOff()}>
          {t('menu.signOff')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
