import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCheck, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { openStoredFile } from '../../../lib/files';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useMessage } from '../api/get-message';
import { useMarkMessage } from '../api/mark-message';
import { RichText } from '../components/RichText';

/**
 * `/berichten/{id}` (spec 2 §2 §4): one message. Opening it records the time (once); the button
 * marks it read ('Bericht werd gemarkeerd als gelezen'), which the read report shows.
 */
export function MessageScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const message = useMessage(id);
  const mark = useMarkMessage(id);
  usePageTitle(message.data?.title ?? t('messages.title'));
  const openedOnce = useRef(false);
  const { data } = message;

  useEffect(() => {
    // Only a recipient who has not opened it yet: staff readers are not recipients (read is true for them).
    if (!data || data.read || openedOnce.current) return;
    openedOnce.current = true;
    mark.mutate('opened');
  }, [data, mark]);

  const back = (
    <Anchor component={Link} to="/berichten" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('messages.backToList')}
      </Group>
    </Anchor>
  );
  if (message.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!data)
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray">{t('messages.notFound')}</Alert>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={800}>
      {back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {data.title}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{data.projectName}</Badge>
          <Text size="sm" c="dimmed">
            {t('messages.receivedOn', { date: formatDateTime(data.creationDt) })}
          </Text>
        </Group>
      </Stack>
      <Paper withBorder p="lg">
        <RichText html={data.description} />
      </Paper>
      {data.files.length > 0 && (
        <Stack gap={6}>
          <Text fw={600}>{t('messages.attachments')}</Text>
          <Group gap="xs">
            {data.files.map((f) => (
              <Button key={f.file} variant="light" leftSection={<IconPaperclip size={16} />} onClick={() => void openStoredFile(f.file)}>
                {f.name}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {data.readDt ? (
        <Group gap={6} c="green.8">
          <IconCheck size={18} aria-hidden />
          <Text size="sm">{t('messages.readOn', { date: formatDateTime(data.readDt) })}</Text>
        </Group>
      ) : (
        data.openedDt !== null && (
          <Group>
            <Button
              leftSection={<IconCheck size={16} />}
              loading={mark.isPending}
              onClick={() => mark.mutate('read', { onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message ?? t('messages.markedRead') }) })}
            >
              {t('messages.markRead')}
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
