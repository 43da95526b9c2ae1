import type { ProjectMessageItem } from '@coulisse/shared/schemas/communication';
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentProject } from '../../../app/project/projectContext';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDateTime } from '../../../lib/dates';
import { projectMessagesKey } from '../api/keys';
import { MessageForm } from '../components/MessageForm';

/**
 * `/projecten/{id}/berichten` (spec 2 §2, the "Berichten" tab): the project's messages with how
 * many recipients read them, writing a new one (canCreateMessages) and the read report
 * (canReadMessagesRead).
 */
export function ProjectMessagesScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const f = project.flags;
  const [writing, write] = useDisclosure(false);
  const mobile = useMediaQuery('(max-width: 59.99em)', false, { getInitialValueInEffect: false });
  const reportLink = (m: ProjectMessageItem) => (f.canReadMessagesRead ? `/projecten/${project.id}/berichten/${m.id}/gelezen` : undefined);
  const config = useMemo<ListConfig<ProjectMessageItem>>(
    () => ({
      queryKey: projectMessagesKey(project.id),
      endpoint: `/messages/projects/${project.id}`,
      resource: t('messages.resource'),
      caption: t('messages.projectTitle'),
      rowName: (m) => m.title,
      columns: [
        { key: 'title', label: t('messages.fields.title'), cell: (m) => m.title, primary: true, sortField: 'title' },
        { key: 'date', label: t('messages.date'), cell: (m) => formatDateTime(m.creationDt), sortField: 'creationDt' },
        { key: 'author', label: t('messages.author'), cell: (m) => m.author ?? '' },
        {
          key: 'read',
          label: t('messages.readCount'),
          cell: (m) =>
            m.sent ? (
              <Text component="span" inherit aria-label={t('messages.readOfTotal', { read: m.read, total: m.total })}>
                {m.read} / {m.total}
              </Text>
            ) : (
              <Badge variant="light" color="gray">
                {t('messages.sending')}
              </Badge>
            ),
        },
        { key: 'opened', label: t('messages.opened'), cell: (m) => (m.sent ? `${m.opened} / ${m.total}` : '') },
      ],
      textFilter: t('messages.fields.title'),
      sortFields: [
        { field: 'creationDt', label: t('messages.date') },
        { field: 'title', label: t('messages.fields.title') },
      ],
      defaultSort: 'creationDt:desc',
      emptyHint: t('messages.projectEmptyHint'),
      rowLink: reportLink,
      rowActions: (m) =>
        f.canReadMessagesRead ? (
          <Button component={Link} to={`/projecten/${project.id}/berichten/${m.id}/gelezen`} size="compact-sm" variant="subtle" leftSection={<IconChecklist size={14} />}>
            {t('messages.readReport')}
          </Button>
        ) : null,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reportLink follows project and flags
    [t, project.id, f],
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('messages.title')}
        </Title>
        {f.canCreateMessages && (
          <Button leftSection={<IconPlus size={16} />} onClick={write.open}>
            {t('messages.write')}
          </Button>
        )}
      </Group>
      <ListScreen config={config} />
      <Modal opened={writing} onClose={write.close} title={t('messages.writeTitle')} size={1100} fullScreen={mobile}>
        <MessageForm projectId={project.id} onDone={write.close} />
      </Modal>
    </Stack>
  );
}
