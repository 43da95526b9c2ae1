import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { isLinkedProfilePlaceholder } from '@coulisse/shared/rules/accountAdmin';
import { IconChevronDown, IconKey, IconLogout, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pictureUrl } from '../../lib/picture';
import { SwitchProfileItems } from '../../features/accounts/components/SwitchProfileItems';
import { useAuth } from '../auth/useAuth';

/** Top bar profile menu (spec 1 §2): switch profile, view profile, change password, create profile, sign off. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { user, signOff } = useAuth();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <Menu position="bottom-end" withinPortal width={240}>
      <Menu.Target>
        {/* Named by its content, not aria-label: the visible name is part of 'Profielmenu van …' (WCAG 2.5.3). */}
        <UnstyledButton style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit' }}>
          <Avatar aria-hidden src={pictureUrl(user.image)} alt="" radius="xl" size={32} color="white" variant="filled" styles={{ placeholder: { color: 'var(--mantine-color-coulisse-8)' } }}>
            {initials}
          </Avatar>
          <VisuallyHidden>{t('shell.profileMenu', { name })}</VisuallyHidden>
          <Text size="sm" fw={500} visibleFrom="sm" c="inherit" aria-hidden>
            {name}
          </Text>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
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
