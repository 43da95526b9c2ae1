import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';

export interface RowAction {
  key: string;
  label: string;
  icon: Icon;
  /** The right flag the action needs (spec 1 §6); without it the action is left out. */
  right?: string;
  color?: string;
  to?: string;
  onClick?: () => void;
  /** Busy with this action: shown, and a second click is ignored. */
  loading?: boolean;
}

/**
 * Icon buttons at the end of a row. The tooltip shows the action; screen readers also hear the
 * row's name, since a list of ten "Verwijderen" buttons says nothing.
 */
export function RowActions({ actions, rowName }: { actions: readonly RowAction[]; rowName: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const shown = actions.filter((action) => !action.right || user?.flags[action.right] === true);
  if (!shown.length) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {shown.map(({ key, label, icon: ActionIconGlyph, color, to, onClick, loading }) => (
        <Tooltip key={key} label={label} withArrow openDelay={300}>
          {to ? (
            <ActionIcon component={Link} to={to} variant="subtle" color={color} size="lg" aria-label={t('list.rowAction', { action: label, name: rowName })}>
              <ActionIconGlyph size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <ActionIcon variant="subtle" color={color} size="lg" aria-label={t('list.rowAction', { action: label, name: rowName })} loading={loading} onClick={onClick}>
              <ActionIconGlyph size={18} aria-hidden />
            </ActionIcon>
          )}
        </Tooltip>
      ))}
    </Group>
  );
}
