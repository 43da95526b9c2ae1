import { DataList, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProfileRow {
  label: string;
  value: ReactNode;
}

/** One titled block of read-only profile data. */
export function ProfileSection({ title, rows, children }: { title: string; rows: ProfileRow[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
      <DataList orientation="vertical" gap="sm">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel c="dimmed" fz="sm">
              {row.label}
            </DataList.ItemLabel>
            <DataList.ItemValue fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.value === null || row.value === '' ? <span style={{ color: 'var(--mantine-color-dimmed)', fontWeight: 400 }}>{t('profile.notFilledIn')}</span> : row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}
