import type { OwnMessageItem } from '@coulisse/shared/schemas/communication';
import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { messagesKey } from '../api/keys';
import { useLiveMessages } from '../components/useLiveMessages';

/** `/berichten` (spec 2 §2 §4): the caller's messages across projects, newest first; unread titles bold. */
export function MessagesScreen() {
  const { t } = useTranslation();
  usePageTitle(t('messages.title'));
  useLiveMessages();
  const config = useMemo<ListConfig<OwnMessageItem>>(
    () => ({
      queryKey: [...messagesKey, 'own'],
      endpoint: '/messages',
      resource: t('messages.resource'),
      caption: t('messages.title'),
      rowName: (m) => m.title,
      columns: [
        {
          key: 'title',
          label: t('messages.fields.title'),
          primary: true,
          sortField: 'title',
          cell: (m) => (
            <Text component="span" inherit fw={m.read ? 400 : 700} data-unread={m.read ? undefined : true}>
              {m.title}
              {!m.read && <VisuallyHidden> ({t('messages.unread')})</VisuallyHidden>}
            </Text>
          ),
        },
        { key: 'project', label: t('messages.project'), cell: (m) => m.projectName },
        { key: 'date', label: t('messages.date'), cell: (m) => formatDateTime(m.creationDt), sortField: 'creationDt' },
      ],
      textFilter: t('messages.fields.title'),
      filters: [
        {
          kind: 'segmented',
          name: 'read',
          label: t('messages.state'),
          numeric: true,
          options: [
            { value: '0', label: t('messages.unread') },
            { value: '1', label: t('messages.states.read') },
          ],
        },
      ],
      sortFields: [
        { field: 'creationDt', label: t('messages.date') },
        { field: 'title', label: t('messages.fields.title') },
      ],
      defaultSort: 'creationDt:desc',
      emptyHint: t('messages.emptyHint'),
      rowLink: (m) => `/berichten/${m.id}`,
    }),
    [t],
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('messages.title')}
        </Title>
        <Text c="dimmed">{t('messages.intro')}</Text>
      </Stack>
      <ListScreen config={config} />
    </Stack>
  );
}
