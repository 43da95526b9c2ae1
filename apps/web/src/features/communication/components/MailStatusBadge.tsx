import type { MailStatus } from '@coulisse/shared/schemas/communication';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MailStatus, string> = { queued: 'coulisse', sent: 'green', failed: 'red', skipped: 'gray' };

/** Where a mail stands; the text carries the meaning, the colour only supports it. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {t(`outbox.statuses.${status}`)}
    </Badge>
  );
}
