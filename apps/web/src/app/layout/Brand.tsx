import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMasksTheater } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `compact`: the name is hidden on the narrowest phones, where the signed-in bar is full. */
export function Brand({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    // The label keeps the link named when the name is hidden.
    <Group
      renderRoot={(props) => <Link to={to} {...props} />}
      aria-label={t('app.name')}
      gap={8}
      wrap="nowrap"
      // Never squeezed by the links beside it (they scroll instead, AppLayout).
      style={{ color: 'inherit', textDecoration: 'none', flexShrink: 0 }}
    >
      <ThemeIcon size={32} radius="md" color="white" variant="white" aria-hidden>
        <IconMasksTheater size={20} color="var(--mantine-color-coulisse-7)" />
      </ThemeIcon>
      <Text fw={700} fz="lg" c="inherit" visibleFrom={compact ? 'xs' : undefined}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
