import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMasksTheater } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Group renderRoot={(props) => <Link to={to} {...props} />} gap={8} wrap="nowrap" style={{ color: 'inherit', textDecoration: 'none' }}>
      <ThemeIcon size={32} radius="md" color="white" variant="white" aria-hidden>
        <IconMasksTheater size={20} color="var(--mantine-color-coulisse-7)" />
      </ThemeIcon>
      <Text fw={700} fz="lg" c="inherit">
        {t('app.name')}
      </Text>
    </Group>
  );
}
