import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onCancel: () => void;
  /** The request runs: the submit button spins and Cancel waits for the answer. */
  busy?: boolean;
  /** The submit button's text; "Opslaan" unless the form does something else (send, apply). */
  submitLabel?: ReactNode;
  /** Keeps the form from being submitted, e.g. while a required choice is missing. */
  submitDisabled?: boolean;
  mt?: MantineSpacing;
}

/** The end of a form: Cancel and the submit button, on the right. */
export function FormActions({ onCancel, busy, submitLabel, submitDisabled, mt }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('app.cancel')}
      </Button>
      <Button type="submit" disabled={submitDisabled} loading={busy}>
        {submitLabel ?? t('app.save')}
      </Button>
    </Group>
  );
}
