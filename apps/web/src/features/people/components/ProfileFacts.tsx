import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProfileFact {
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * The read-only view of a section: label above value, 'Niet ingevuld' for an empty one. Short
 * values (sizes) may take two columns.
 */
export function ProfileFacts({ facts, columns = 1 }: { facts: readonly ProfileFact[]; columns?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <DataList
      orientation="vertical"
      gap="sm"
      style={columns === 2 ? { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 'var(--mantine-spacing-md)' } : undefined}
    >
      {facts.map((fact) => (
        <DataList.Item key={fact.label}>
          <DataList.ItemLabel c="dimmed" fz="sm">
            {fact.label}
          </DataList.ItemLabel>
          <DataList.ItemValue fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {isEmpty(fact.value) ? <span style={{ color: 'var(--mantine-color-dimmed)', fontWeight: 400 }}>{t('profile.notFilledIn')}</span> : fact.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
