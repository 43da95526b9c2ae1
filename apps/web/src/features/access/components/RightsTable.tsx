import { toggleRight } from '@coulisse/shared/access/rights';
import { ACTIONS } from '@coulisse/shared/access/registry';
import { Center, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { columnState, setColumn } from './matrixRules';
import type { RightsMatrixProps } from './RightsMatrix';
import { useRightLabels } from './useRightLabels';

/** Desktop matrix: one row per area, a column per action with a "select all" box, sub-rights at the end. */
export function RightsTable({ areas, value, onChange, disabled }: RightsMatrixProps) {
  const { t } = useTranslation();
  const labels = useRightLabels();
  return (
    <Table.ScrollContainer minWidth={760}>
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
          {areas.map((area) => {
            const areaLabel = labels.area(area.name, area.description);
            const current = value[area.name];
            return (
              <Table.Tr key={area.name}>
                <Table.Th scope="row" fw={500}>
                  {areaLabel}
                </Table.Th>
                {ACTIONS.map((action) => (
                  <Table.Td key={action}>
                    <Center>
                      <Checkbox
                        aria-label={t('accessRoles.rightLabel', { right: t(`accessRoles.${action}`), area: areaLabel })}
                        checked={current?.[action] === true}
                        disabled={disabled}
                        onChange={(event) => onChange(toggleRight(value, area.name, action, event.currentTarget.checked))}
                      />
                    </Center>
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap="xs">
                    {area.subRights.map((sub) => {
                      const subLabel = labels.subRight(area.name, sub.name, sub.description);
                      return (
                        <Checkbox
                          key={sub.name}
                          size="xs"
                          label={subLabel}
                          aria-label={t('accessRoles.rightLabel', { right: subLabel, area: areaLabel })}
                          checked={current?.sub[sub.name] === true}
                          disabled={disabled}
                          onChange={(event) => onChange(toggleRight(value, area.name, sub.name, event.currentTarget.checked))}
                        />
                      );
                    })}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
