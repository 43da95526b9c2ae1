import { ACTIONS } from '@coulisse/shared/access/registry';
import { Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { columnState, setColumn } from './matrixRules';
import type { RightsMatrixProps } from './RightsMatrix';
import { AreaRow } from './AreaRow';
import { useRightsToggle } from './useRightsToggle';
import { ScrollTable } from '../../../components/ui/ScrollTable';

/** Desktop matrix: one row per area, a column per action with a "select all" box, sub-rights at the end. */
export function RightsTable({ areas, value, onChange, disabled }: RightsMatrixProps) {
  const { t } = useTranslation();
  const toggle = useRightsToggle(value, onChange);
  return (
    <ScrollTable minWidth={760} label={t('accessRoles.rights')}>
      <Table verticalSpacing="xs" striped withTableBorder bg="white">
        <Table.Caption>
          <VisuallyHidden>{t('accessRoles.rights')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={200}>{t('accessRoles.area')}</Table.Th>
            {ACTIONS.map((action) => {
              const state = columnState(value, areas, action);
              const right = t(`accessRoles.${action}`);
              return (
                <Table.Th key={action} w={96} ta="center">
                  <Stack gap={6} align="center">
                    <Text fz="sm" fw={700} component="span">
                      {right}
                    </Text>
                    <Checkbox
                      size="xs"
                      aria-label={t('accessRoles.columnLabel', { right })}
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      disabled={disabled}
                      onChange={(event) => onChange(setColumn(value, areas, action, event.currentTarget.checked))}
                    />
                  </Stack>
                </Table.Th>
              );
            })}
            <Table.Th>{t('accessRoles.subRights')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {areas.map((area) => (
            <AreaRow key={area.name} area={area} rights={value[area.name]} disabled={disabled} onToggle={toggle} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
