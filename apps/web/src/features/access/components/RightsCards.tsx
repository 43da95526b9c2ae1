import { Accordion, Stack } from '@mantine/core';
import { AreaCard } from './AreaCard';
import { ColumnToggles } from './ColumnToggles';
import type { RightsMatrixProps } from './RightsMatrix';
import { useRightsToggle } from './useRightsToggle';

/** Mobile matrix (under 960 px): the column helpers, then one collapsible card per area. */
export function RightsCards(props: RightsMatrixProps) {
  const { areas, value, onChange, disabled } = props;
  const toggle = useRightsToggle(value, onChange);
  return (
    <Stack gap="sm">
      <ColumnToggles {...props} />
      <Accordion multiple variant="separated" radius="md">
        {areas.map((area) => (
          <AreaCard key={area.name} area={area} rights={value[area.name]} disabled={disabled} onToggle={toggle} />
        ))}
      </Accordion>
    </Stack>
  );
}
