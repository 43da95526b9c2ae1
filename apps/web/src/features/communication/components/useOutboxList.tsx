import type { MailListItem } from '@coulisse/shared/schemas/communication';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDateTime } from '../../../lib/dates';
import { mailsKey } from '../api/keys';
import { MailStatusBadge } from './MailStatusBadge';

/**
 * The `/verzonden-mails` list: newest first, filters status and text. `previewLink` gives the
 * address that opens a mail's preview while keeping the list's filters.
 */
export function useOutboxList(previewLink: (id: number) => string): ListConfig<MailListItem> {
  const { t } = useTranslation();
  return useMemo<ListConfig<MailListItem>>(
    () => ({
      queryKey: mailsKey,
      endpoint: '/mails',
      resource: t('outbox.resource'),
      caption: t('outbox.title'),
      rowName: (mail) => mail.subject,
      columns: [
        { key: 'to', label: t('outbox.to'), cell: (mail) => mail.to },
        { key: 'subject', label: t('outbox.subject'), cell: (mail) => mail.subject, primary: true },
        { key: 'status', label: t('outbox.status'), cell: (mail) => <MailStatusBadge status={mail.status} />, sortField: 'status' },
        { key: 'attempts', label: t('outbox.attempts'), cell: (mail) => mail.attempts, align: 'right' },
        { key: 'createdAt', label: t('outbox.createdAt'), cell: (mail) => formatDateTime(mail.createdAt), sortField: 'createdAt' },
        {
          key: 'sentAt',
          label: t('outbox.sentAt'),
          cell: (mail) =>
            mail.sentAt ? (
              formatDateTime(mail.sentAt)
            ) : (
              <Text component="span" c="dimmed" inherit>
                {t('outbox.notSent')}
              </Text>
            ),
          sortField: 'sentAt',
        },
      ],
      textFilter: t('outbox.searchLabel'),
      filters: [
        {
          kind: 'segmented',
          name: 'status',
          label: t('outbox.status'),
          options: (['queued', 'sent', 'failed', 'skipped'] as const).map((status) => ({ value: status, label: t(`outbox.statuses.${status}`) })),
        },
      ],
      sortFields: [
        { field: 'createdAt', label: t('outbox.createdAt') },
        { field: 'sentAt', label: t('outbox.sentAt') },
        { field: 'status', label: t('outbox.status') },
      ],
      defaultSort: 'createdAt:desc',
      rowLink: (mail) => previewLink(mail.id),
    }),
    [t, previewLink],
  );
}
