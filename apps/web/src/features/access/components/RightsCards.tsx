import { toggleRight } from '@coulisse/shared/access/rights';
import { ACTIONS } from '@coulisse/shared/access/registry';
import { Accordion, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { grantedKeys } from './matrixRules';
import { ColumnToggles } from './ColumnToggles';
import type { RightsMatrixProps } from './RightsMatrix';
import { useRightLabels } from './useRightLabels';

/** Mobile matrix: each area a collapsible card that says what it grants while closed. */
export function RightsCards(props: RightsMatrixProps) {
  const { areas, value, onChange, disabled } = props;
  const { t } = useTranslation();
  const labels = useRightLabels();
  return (
    <Stack gap="sm">
      <ColumnToggles {...props} />
      <Accordion multiple variant="separated" radius="md">
        {areas.map((area) => {
          const areaLabel = labels.area(area.name, area.description);
          const current = value[area.name];
          const granted = grantedKeys(value, area).map((key) => labels.right(area.name, key, area.subRights.find((s) => s.name === key)?.description));
          return (
            <Accordion.Item key={area.name} value={area.name} bg="white">
              <Accordion.Control>
                <Text fw={600}>{areaLabel}</Text>
                <Text fz="xs" c="dimmed" lineClamp={2}>
                  {granted.length ? granted.join(', ') : t('accessRoles.noRights')}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={2} spacing="sm">
                  {ACTIONS.map((action) => {
                    const right = t(`accessRoles.${action}`);
                    return (
                      <Checkbox
                        key={action}
                        label={right}
                        aria-label={t('accessRoles.rightLabel', { right, area: areaLabel })}
                        checked={current?.[action] === true}
                        disabled={disabled}
                        onChange={(event) => onChange(toggleRight(value, area.name, action, event.currentTarget.checked))}
                      />
                    );
                  })}
                </SimpleGrid>
                {area.subRights.length > 0 && (
                  <Stack gap={6} mt="md">
                    <Text fz="sm" fw={600}>
                      {t('accessRoles.subRights')}
                    </Text>
                    {area.subRights.map((sub) => {
                      const subLabel = labels.subRight(area.name, sub.name, sub.description);
                      return (
                        <Checkbox
                          key={sub.name}
                          label={subLabel}
                          aria-label={t('accessRoles.rightLabel', { right: subLabel, area: areaLabel })}
                          checked={current?.sub[sub.name] === true}
                          disabled={disabled}
                          onChange={(event) => onChange(toggleRight(value, area.name, sub.name, event.currentTarget.checked))}
                        />
                      );
                    })}
                  </Stack>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
