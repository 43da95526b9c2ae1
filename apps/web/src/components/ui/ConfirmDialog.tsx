import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** What the action is about, e.g. the role's name, shown under the question. */
  detail?: string;
  /** Shows the confirm button busy and keeps the dialog open while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (deleting, unlinking). */
export function ConfirmDialog({ opened, title, message, confirmLabel, detail, busy = false, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={() => !busy && onCancel()} title={title} centered>
      <Text>{message}</Text>
      {detail && (
        <Text fw={600} mt="xs">
          {detail}
        </Text>
      )}
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
