import type { MailDetail } from '@coulisse/shared/schemas/communication';
import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useMail } from '../api/get-mail';
import { useRetryMail } from '../api/retry-mail';
import { MailBodies } from './MailBodies';
import { MailStatusBadge } from './MailStatusBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function MailFacts({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
      <Fact label={t('outbox.to')}>{mail.to}</Fact>
      <Fact label={t('outbox.status')}>
        <MailStatusBadge status={mail.status} />
      </Fact>
      <Fact label={t('outbox.attempts')}>{mail.attempts}</Fact>
      <Fact label={t('outbox.createdAt')}>{formatDateTime(mail.createdAt)}</Fact>
      <Fact label={t('outbox.sentAt')}>{mail.sentAt ? formatDateTime(mail.sentAt) : t('outbox.notSent')}</Fact>
      {mail.template && <Fact label={t('outbox.template')}>{mail.template}</Fact>}
    </SimpleGrid>
  );
}

/** One mail of the outbox: facts, last error, both bodies, and 'Opnieuw versturen' when it failed. */
export function MailPreview({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mail = useMail(id);
  const retry = useRetryMail();
  const mobile = useMediaQuery('(max-width: 59.99em)', false, { getInitialValueInEffect: false });
  const title = mail.data ? t('outbox.previewTitle', { to: mail.data.to }) : t('outbox.title');

  return (
    <Modal opened={id !== null} onClose={onClose} title={title} size="xl" fullScreen={mobile}>
      {mail.isPending && <Loader aria-label={t('app.loading')} />}
      {mail.isError && <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('outbox.notFound')} />}
      {mail.data && (
        <Stack gap="md">
          <Text fw={600} fz="lg">
            {mail.data.subject}
          </Text>
          <MailFacts mail={mail.data} />
          {mail.data.lastError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('outbox.lastError')}>
              {mail.data.lastError}
            </Alert>
          )}
          <MailBodies mail={mail.data} />
          {mail.data.status === 'failed' && (
            <Group justify="flex-end">
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                loading={retry.isPending}
                onClick={() => retry.mutate(mail.data.id, { onSuccess: () => notifications.show({ color: 'green', message: t('outbox.retried') }) })}
              >
                {t('outbox.retry')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
