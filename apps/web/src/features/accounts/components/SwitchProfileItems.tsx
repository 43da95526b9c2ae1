import { Avatar, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { useLinkedProfiles } from '../api/get-linked-profiles';
import { useSwitchProfile } from '../api/switch-profile';

/**
 * 'Wissel van profiel' in the profile menu (spec 1 §2): the linked profiles the server says the
 * user may switch to, nothing when there are none.
 */
export function SwitchProfileItems() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const profiles = useLinkedProfiles(user?.id ?? 0);
  const switching = useSwitchProfile();
  const targets = profiles.data?.filter((p) => p.canSwitch) ?? [];
  if (!targets.length) return null;

  return (
    <>
      <Menu.Label>{t('menu.switchProfile')}</Menu.Label>
      {targets.map((profile) => {
        const name = `${profile.firstName} ${profile.lastName}`;
        return (
          <Menu.Item
            key={profile.id}
            aria-label={t('userAdmin.switchTo', { name })}
            disabled={switching.isPending}
            closeMenuOnClick={false}
            leftSection={
              <Avatar src={profile.image} alt="" size={22} radius="xl" color="coulisse">
                {`${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase()}
              </Avatar>
            }
            onClick={() => switching.mutate(profile.id)}
          >
            {name}
          </Menu.Item>
        );
      })}
      <Menu.Divider />
    </>
  );
}
