import type { TransferAnswer } from '@coulisse/shared/schemas/userAdmin';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconTrash, IconTransfer } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusal } from './refusal';
import { useDeleteUser } from '../../api/delete-user';
import { useTransferUserData } from '../../api/transfer-user-data';
import { TransferTargetPicker } from './TransferTargetPicker';

interface Props {
  opened: boolean;
  person: { id: number; name: string };
  onClose: () => void;
  /** After the deletion; `transfer` tells what moved when the data went to someone. */
  onDeleted: (transfer: (TransferAnswer & { to: string }) | null) => void;
}

/**
 * Deleting a person (spec 1 §4): a confirmation, then the window offering to transfer their project
 * data to another volunteer. Closing that window deletes without a transfer, as the spec says; the
 * window says so, and neither a click beside it nor Escape closes it.
 */
export function DeleteUserDialog({ opened, person, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'confirm' | 'transfer'>('confirm');
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [action, setAction] = useState<'plain' | 'transfer' | null>(null);
  const remove = useDeleteUser();
  const transfer = useTransferUserData();
  const busy = remove.isPending || transfer.isPending;

  const reset = () => {
    setStep('confirm');
    setTarget(null);
    setError(null);
  };
  const cancel = () => {
    reset();
    onClose();
  };
  const fail = (failure: unknown) => setError(refusal(t, failure));

  const deleteNow = (moved: (TransferAnswer & { to: string }) | null) => {
    if (!moved) setAction('plain');
    setError(null);
    remove.mutate(person.id, {
      onSuccess: () => {
        reset();
        onDeleted(moved);
      },
      onError: fail,
    });
  };

  const transferAndDelete = () => {
    if (!target) return;
    setAction('transfer');
    setError(null);
    transfer.mutate({ from: person.id, to: target.id }, { onSuccess: (answer) => deleteNow({ ...answer, to: target.name }), onError: fail });
  };

  return (
    <>
      <Modal opened={opened && step === 'confirm'} onClose={cancel} title={t('userAdmin.deleteUser')} centered>
        <Text>{t('userAdmin.deleteQuestion', { name: person.name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={cancel}>
            {t('app.cancel')}
          </Button>
          <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setStep('transfer')} data-autofocus>
            {t('app.delete')}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={opened && step === 'transfer'}
        onClose={() => !busy && deleteNow(null)}
        title={t('userAdmin.transferTitle')}
        size="lg"
        centered
        closeOnClickOutside={false}
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': t('userAdmin.closeDeletes') }}
      >
        <Stack gap="md">
          <Text>{t('userAdmin.transferIntro', { name: person.name })}</Text>
          <TransferTargetPicker ignore={person.id} value={target?.id ?? null} onChange={setTarget} disabled={busy} />
          {error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" color="red" onClick={() => deleteNow(null)} disabled={busy} loading={busy && action === 'plain'}>
              {t('userAdmin.deleteWithoutTransfer')}
            </Button>
            <Button
              color="red"
              leftSection={<IconTransfer size={16} aria-hidden />}
              onClick={transferAndDelete}
              disabled={!target || busy}
              loading={busy && action === 'transfer'}
            >
              {t('userAdmin.transferAndDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
