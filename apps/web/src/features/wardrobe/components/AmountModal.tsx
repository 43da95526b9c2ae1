import { Modal, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { FormActions } from '../../../components/ui/FormActions';

interface AmountPrompt {
  title: string;
  label: string;
  min: number;
  max: number;
  initial: number;
  rule: (amount: number) => string | null;
}

interface Props {
  prompt: AmountPrompt | null;
  busy: boolean;
  onConfirm: (amount: number) => void;
  onClose: () => void;
}

function AmountForm({ prompt, busy, onConfirm, onClose }: Props & { prompt: AmountPrompt }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | string>(prompt.initial);
  const value = typeof amount === 'number' ? amount : Number.NaN;
  const error = prompt.rule(value);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) onConfirm(value);
      }}
    >
      <NumberInput
        label={prompt.label}
        min={prompt.min}
        max={prompt.max}
        allowDecimal={false}
        value={amount}
        onChange={setAmount}
        error={error ? translateMessage(t, error) : undefined}
        data-autofocus
      />
      <FormActions onCancel={onClose} busy={busy} submitDisabled={error !== null} submitLabel={t('app.confirm')} mt="md" />
    </form>
  );
}

/** Asks the number of pieces to receive (1..out) or the corrected returned count (0..returned), spec 3 §5. */
export function AmountModal(props: Props) {
  const { prompt, onClose } = props;
  return (
    <Modal opened={prompt !== null} onClose={onClose} title={prompt?.title}>
      {prompt && <AmountForm key={prompt.title} {...props} prompt={prompt} />}
    </Modal>
  );
}
