import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverviewWidget } from './overviewWidgets';

interface Props {
  widget: OverviewWidget;
  count: number | undefined;
  loading: boolean;
  link: string | null;
}

export function OverviewCard({ widget, count, loading, link }: Props) {
  const { t, i18n } = useTranslation();
  const label = t(widget.labelKey);
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={40} w={80} mt={4} />
          ) : (
            <Text fz={36} fw={700} lh={1.2} c="coulisse.8" data-testid={`overview-${widget.key}`}>
              {count === undefined ? t('overview.unknown') : count.toLocaleString(i18n.language)}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={48} radius="md" variant="light" color="coulisse" aria-hidden>
          <widget.icon size={26} stroke={1.6} />
        </ThemeIcon>
      </Group>
      {link && (
        <Anchor component={Link} to={link} size="sm" fw={600} mt="md" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {t('overview.openList')} <IconArrowRight size={14} aria-hidden />
        </Anchor>
      )}
    </Paper>
  );
}
