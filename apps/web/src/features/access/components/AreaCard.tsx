import { ACTIONS } from '@coulisse/shared/access/registry';
import { Accordion, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaRightsProps } from './areaRightsProps';
import { grantedKeys } from './matrixRules';
import { useRightLabels } from './useRightLabels';


/** One area of the mobile matrix: closed it says what it grants, open it holds the boxes. */
export const AreaCard = memo(function AreaCard({ area, rights, disabled, onToggle }: AreaRightsProps) {
  const { t } = useTranslation();
  const labels = useRightLabels();
  const areaLabel = labels.area(area.name, area.description);
  const granted = grantedKeys(rights, area).map((key) =>
    labels.right(area.name, key, area.subRights.find((s) => s.name === key)?.description),
  );
  const box = (key: string, label: string, checked: boolean) => (
    <Checkbox
      key={key}
      label={label}
      aria-label={t('accessRoles.rightLabel', { right: label, area: areaLabel })}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onToggle(area.name, key, event.currentTarget.checked)}
    />
  );
  return (
    <Accordion.Item value={area.name} bg="white">
      <Accordion.Control>
        <Text fw={600}>{areaLabel}</Text>
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {granted.length ? granted.join(', ') : t('accessRoles.noRights')}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <SimpleGrid cols={2} spacing="sm">
          {ACTIONS.map((action) => box(action, t(`accessRoles.${action}`), rights?.[action] === true))}
        </SimpleGrid>
        {area.subRights.length > 0 && (
          <Stack gap={6} mt="md">
            <Text fz="sm" fw={600}>
              {t('accessRoles.subRights')}
            </Text>
            {area.subRights.map((sub) => box(sub.name, labels.subRight(area.name, sub.name, sub.description), rights?.sub[sub.name] === true))}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
});
