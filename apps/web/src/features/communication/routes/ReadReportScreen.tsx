import type { ReadReportRow } from '@coulisse/shared/schemas/communication';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentProject } from '../../../app/project/projectContext';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDateTime } from '../../../lib/dates';
import { useMessage } from '../api/get-message';
import { readReportKey } from '../api/keys';

/**
 * `/projecten/{id}/berichten/{messageId}/gelezen` (spec 2 §2, §3 "Read report row", §8): every
 * recipient with lastName, firstName, openedDt and readDt, 'Niet gemarkeerd als gelezen' where no
 * read mark is; filters on name and state, xlsx export. Needs canReadMessagesRead.
 */
export function ReadReportScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const messageId = Number(useParams().messageId);
  const message = useMessage(messageId);
  const endpoint = `/messages/projects/${project.id}/messages/${messageId}`;
  const config = useMemo<ListConfig<ReadReportRow>>(
    () => ({
      queryKey: readReportKey(project.id, messageId),
      endpoint,
      resource: t('messages.reportResource'),
      caption: t('messages.readReport'),
      rowName: (r) => `${r.firstName} ${r.lastName}`,
      columns: [
        { key: 'lastName', label: t('messages.lastName'), cell: (r) => r.lastName, primary: true, sortField: 'lastName' },
        { key: 'firstName', label: t('messages.firstName'), cell: (r) => r.firstName, sortField: 'firstName' },
        { key: 'openedDt', label: t('messages.openedDt'), cell: (r) => (r.openedDt ? formatDateTime(r.openedDt) : <Text c="dimmed" inherit>{t('messages.notOpened')}</Text>), sortField: 'openedDt' },
        { key: 'readDt', label: t('messages.readDt'), cell: (r) => (r.readDt ? formatDateTime(r.readDt) : <Text c="dimmed" inherit>{t('messages.notRead')}</Text>), sortField: 'readDt' },
      ],
      textFilter: t('messages.searchLabel'),
      filters: [
        {
          kind: 'select',
          name: 'state',
          label: t('messages.state'),
          options: (['read', 'opened', 'unopened'] as const).map((value) => ({ value, label: t(`messages.states.${value}`) })),
        },
      ],
      sortFields: [
        { field: 'lastName', label: t('messages.lastName') },
        { field: 'firstName', label: t('messages.firstName') },
        { field: 'openedDt', label: t('messages.openedDt') },
        { field: 'readDt', label: t('messages.readDt') },
      ],
      defaultSort: 'lastName:asc',
      exportPath: `/api/reports/projects/${project.id}/messages/${messageId}/read.xlsx`,
      // The screen is reached with canReadMessagesRead in this project; the server checks the export too.
    }),
    [t, project.id, messageId, endpoint],
  );
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/projecten/${project.id}/berichten`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('messages.title')}
        </Group>
      </Anchor>
      <Title order={2} size="h3">
        {t('messages.readReportTitle', { title: message.data?.title ?? '' })}
      </Title>
      <ListScreen config={config} />
    </Stack>
  );
}
