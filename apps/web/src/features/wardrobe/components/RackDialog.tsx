import { Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupOption } from '@coulisse/shared/schemas/wardrobe/articles';
import { FormActions } from '../../../components/ui/FormActions';

interface Props {
  title: string;
  racks: readonly LookupOption[];
  busy?: boolean;
  onConfirm: (rackId: number) => void;
  onCancel: () => void;
}

/** Asks which rack (bulk "move to rack"). */
export function RackDialog({ title, racks, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [rack, setRack] = useState<string | null>(null);
  return (
    <Modal opened onClose={onCancel} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (rack) onConfirm(Number(rack));
        }}
      >
        <Stack>
          <Select label={t('articles.rack')} data={racks.map((r) => ({ value: String(r.id), label: r.label }))} value={rack} onChange={setRack} searchable required data-autofocus />
          <FormActions onCancel={onCancel} busy={busy} submitDisabled={!rack} submitLabel={t('articles.bulk.apply')} />
        </Stack>
      </form>
    </Modal>
  );
}
