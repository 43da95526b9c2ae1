import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { timeAgo } from './timeAgo';

/** 'x minuten geleden' as a `<time>` with the exact moment in its title. */
export function TimeAgo({ value }: { value: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Text component="time" dateTime={value} title={formatDateTime(value)} fz="xs" c="dimmed">
      {timeAgo(value, i18n.language, t('notifications.justNow'))}
    </Text>
  );
}
