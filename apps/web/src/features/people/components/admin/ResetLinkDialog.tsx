import type { ResetLinkAnswer } from '@coulisse/shared/schemas/userAdmin';
import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  name: string;
  link: ResetLinkAnswer | undefined;
  pending: boolean;
  error: string | null;
  onClose: () => void;
}

/** Shows the reset link staff hand to the person (spec 1 §2 "create a forgot-password link"), with a copy button. */
export function ResetLinkDialog({ opened, name, link, pending, error, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('userAdmin.resetLinkTitle')} size="lg" centered>
      <Stack gap="md">
        {pending && <Loader size="sm" aria-label={t('app.loading')} />}
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        {link && !pending && (
          <>
            <Text>{t('userAdmin.resetLinkIntro', { name, email: link.email })}</Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('userAdmin.resetLinkLabel', { name })}
                value={link.url}
                readOnly
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(event) => event.currentTarget.select()}
                data-autofocus
              />
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  >
                    {copied ? t('userAdmin.copied') : t('userAdmin.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed">
              {t('userAdmin.resetLinkValidity')}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
