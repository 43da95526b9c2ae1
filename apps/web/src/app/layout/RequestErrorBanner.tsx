import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { requestErrors, useRequestErrors } from '../../lib/requestErrors';

/** The red banner with request failures (spec 1 §8); each message can be dismissed. */
export function RequestErrorBanner() {
  const { t } = useTranslation();
  const messages = useRequestErrors();
  if (!messages.length) return null;
  return (
    <Stack gap="xs" mb="md" role="alert">
      {messages.map((message) => (
        <Alert
          key={message}
          color="red"
          variant="filled"
          icon={<IconAlertCircle aria-hidden />}
          withCloseButton
          closeButtonLabel={t('shell.dismiss')}
          onClose={() => requestErrors.dismiss(message)}
        >
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
