import { Button, NavLink, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../auth/useAuth';
import { useScreens } from '../screens/ScreenRegistry';
import { MENU_ITEMS, visibleMenuItems } from './menuItems';

const itemStyle = { borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' } as const;

interface Props {
  /** `header`: links on the blue header bar of the participant layout. */
  placement?: 'side' | 'header';
  onNavigate?: () => void;
}

export function MainMenu({ placement = 'side', onNavigate }: Props) {
  const { t } = useTranslation();
  const { user, signOff } = useAuth();
  const screens = useScreens();
  const { pathname } = useLocation();
  // The header's links show their icons only where the bar has room for them (from 1600 px): at
  // 1280 px five links, the brand, the search and the profile just fit without them.
  const roomy = useMediaQuery('(min-width: 100em)', false, { getInitialValueInEffect: false });
  if (!user) return null;
  const items = visibleMenuItems(MENU_ITEMS, user, screens);
  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);

  if (placement === 'header') {
    return (
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none', flexDirection: 'row' }}>
        {items.map(({ item, disabled }) => (
          <li key={item.key}>
            <Button
              component={RouterLink}
              to={item.path}
              // Tighter than the default padding: with Mijn rollen four links share the bar beside the brand and the search.
              px="sm"
              variant={isActive(item.path) ? 'white' : 'subtle'}
              color={isActive(item.path) ? 'coulisse' : 'white'}
              leftSection={roomy ? <item.icon size={18} aria-hidden /> : undefined}
              aria-current={isActive(item.path) ? 'page' : undefined}
              data-disabled={disabled || undefined}
              onClick={(event) => disabled && event.preventDefault()}
            >
              {t(item.labelKey)}
              {item.badge && <item.badge />}
            </Button>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map(({ item, disabled }) => (
        <li key={item.key}>
          {disabled ? (
            <NavLink component="button" type="button" disabled label={t(item.labelKey)} leftSection={<item.icon size={18} stroke={1.6} aria-hidden />} style={itemStyle} />
          ) : (
            <NavLink
              component={RouterLink}
              to={item.path}
              label={t(item.labelKey)}
              leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
              rightSection={item.badge ? <item.badge /> : undefined}
              active={isActive(item.path)}
              onClick={onNavigate}
              style={itemStyle}
            />
          )}
        </li>
      ))}
      <li>
        <NavLink
          component="button"
          type="button"
          label={t('menu.signOff')}
          leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />}
          onClick={() => void signOff()}
          style={itemStyle}
        />
      </li>
    </Stack>
  );
}
