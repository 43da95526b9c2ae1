import type { PresenceState } from '@coulisse/shared/rules/rehearsals';
import type { PresenceCounts } from '@coulisse/shared/schemas/rehearsals';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PRESENCE_COLORS: Record<PresenceState, string> = { present: 'green', probablyPresent: 'blue', unexcusedAbsent: 'red', excusedAbsent: 'gray' };
const ORDER: readonly PresenceState[] = ['present', 'probablyPresent', 'unexcusedAbsent', 'excusedAbsent'];

/**
 * How many participants are in each presence state, over the whole rehearsal: the figure staff
 * at the door watch, right whichever part of the list is loaded or filtered.
 */
export function PresenceCountsBar({ counts }: { counts: PresenceCounts }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status" aria-live="polite" aria-label={t('rehearsals.countsLabel')} data-testid="presence-counts">
      {ORDER.map((state) => (
        <Badge key={state} size="lg" variant="light" color={PRESENCE_COLORS[state]} tt="none">
          {t(`rehearsals.states.${state}`)}: {counts[state]}
        </Badge>
      ))}
    </Group>
  );
}
