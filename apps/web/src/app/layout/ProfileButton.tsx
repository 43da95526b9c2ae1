import { Avatar, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '../../lib/picture';
import { useAuth } from '../auth/useAuth';

/** The top bar's profile button: picture or initials, and the name from `sm` on; the profile menu opens from it. */
export function ProfileButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    // Named by its content, not aria-label: the visible name is part of 'Profielmenu van …' (WCAG 2.5.3).
    <UnstyledButton style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit' }} {...props}>
      <Avatar
        aria-hidden
        src={pictureUrl(user.image)}
        alt=""
        radius="xl"
        size={32}
        color="white"
        variant="filled"
        styles={{ placeholder: { color: 'var(--mantine-color-coulisse-8)' } }}
      >
        {initials}
      </Avatar>
      <VisuallyHidden>{t('shell.profileMenu', { name })}</VisuallyHidden>
      <Text size="sm" fw={500} visibleFrom="sm" c="inherit" aria-hidden>
        {name}
      </Text>
      <IconChevronDown size={14} aria-hidden />
    </UnstyledButton>
  );
}
