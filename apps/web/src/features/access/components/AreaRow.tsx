import { ACTIONS } from '@coulisse/shared/access/registry';
import { Center, Checkbox, Group, Table } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaRightsProps } from './areaRightsProps';
import { useRightLabels } from './useRightLabels';


/** One area of the desktop matrix; re-renders only when its own rights change. */
export const AreaRow = memo(function AreaRow({ area, rights, disabled, onToggle }: AreaRightsProps) {
  const { t } = useTranslation();
  const labels = useRightLabels();
  const areaLabel = labels.area(area.name, area.description);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {areaLabel}
      </Table.Th>
      {ACTIONS.map((action) => (
        <Table.Td key={action}>
          <Center>
            <Checkbox
              aria-label={t('accessRoles.rightLabel', { right: t(`accessRoles.${action}`), area: areaLabel })}
              checked={rights?.[action] === true}
              disabled={disabled}
              onChange={(event) => onToggle(area.name, action, event.currentTarget.checked)}
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
                checked={rights?.sub[sub.name] === true}
                disabled={disabled}
                onChange={(event) => onToggle(area.name, sub.name, event.currentTarget.checked)}
              />
            );
          })}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
