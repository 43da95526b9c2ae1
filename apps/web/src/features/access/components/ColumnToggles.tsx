import { ACTIONS } from '@coulisse/shared/access/registry';
import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { columnState, setColumn } from './matrixRules';
import type { RightsMatrixProps } from './RightsMatrix';

/** "Select all" for one action column, shown above the cards on mobile. */
export function ColumnToggles({ areas, value, onChange, disabled }: RightsMatrixProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      {ACTIONS.map((action) => {
        const state = columnState(value, areas, action);
        const right = t(`accessRoles.${action}`);
        return (
          <Checkbox
            key={action}
            label={right}
            aria-label={t('accessRoles.columnLabel', { right })}
            checked={state === 'all'}
            indeterminate={state === 'some'}
            disabled={disabled}
            onChange={(event) => onChange(setColumn(value, areas, action, event.currentTarget.checked))}
          />
        );
      })}
    </Group>
  );
}
