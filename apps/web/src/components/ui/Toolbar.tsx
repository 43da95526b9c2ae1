import { toolbarActionVisible } from '@coulisse/shared/rules/levels';
import { Button, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth/useAuth';

export interface ToolbarAction {
  key: string;
  label: string;
  icon?: Icon;
  /** The right flag the action needs, if any (spec 1 §6). */
  right?: string;
  /** The level rule of the action, if any (spec 1 §6). */
  level?: number;
  to?: string;
  onClick?: () => void;
}

/** Screen actions; each is shown only when `toolbarActionVisible` allows it for this user. */
export function Toolbar({ actions }: { actions: readonly ToolbarAction[] }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const shown = user ? actions.filter((action) => toolbarActionVisible(action, user)) : [];
  if (!shown.length) return null;
  return (
    <Group role="toolbar" aria-label={t('shell.actions')} gap="xs">
      {shown.map(({ key, label, icon: ActionIcon, to, onClick }) => {
        const leftSection = ActionIcon ? <ActionIcon size={16} aria-hidden /> : undefined;
        return to ? (
          <Button key={key} component={Link} to={to} variant="light" size="sm" leftSection={leftSection}>
            {label}
          </Button>
        ) : (
          <Button key={key} variant="light" size="sm" leftSection={leftSection} onClick={onClick}>
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
