import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  rehearsalName: string;
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  /** Signs off with the reason given, or none. */
  onConfirm: (reason: string | null) => void;
}

/** 'Ik kan niet aanwezig zijn' on a rehearsal card (spec 2 §2): the optional reason, then the sign-off. */
export function AbsenceReasonDialog({ rehearsalName, opened, pending, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    // Closed, it forgets the reason: the next sign-off starts empty.
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={() => setReason('')} title={t('rehearsals.reasonTitle', { name: rehearsalName })}>
      <Stack>
        <Textarea label={t('rehearsals.reason')} maxLength={255} value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('rehearsals.cancel')}
          </Button>
          <Button color="orange" loading={pending} onClick={() => onConfirm(reason || null)}>
            {t('rehearsals.confirmSignOff')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
