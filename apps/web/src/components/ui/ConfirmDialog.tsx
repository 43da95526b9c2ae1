import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Shows the confirm button busy and keeps the dialog open while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (deleting, unlinking). */
export function ConfirmDialog({ opened, title, message, confirmLabel, busy = false, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={() => !busy && onCancel()} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('app.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
