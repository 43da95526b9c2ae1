import { Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { Toolbar } from '../../../components/ui/Toolbar';
import { SectionShell } from '../../../app/section/SectionShell';
import { LookupForm } from '../components/LookupForm';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { useLookupList } from '../components/useLookupList';
import { LOOKUP_KINDS, lookupValue, type LookupKindKey, type LookupRow } from '../components/lookupKinds';

/**
 * `/kledijbeheer/rekken`, `/stoffen`, `/motieven`, `/kleuren`, `/kledij-maten` (spec 3 §2): the
 * list with new, edit and delete. Colours are created and edited in a modal, as the spec has it.
 */
export function LookupListScreen({ kindKey }: { kindKey: LookupKindKey }) {
  const { t } = useTranslation();
  const kind = LOOKUP_KINDS[kindKey];
  const inModal = !kind.newPath;
  // undefined: closed; null: a new one; a row: editing it.
  const [editing, setEditing] = useState<LookupRow | null | undefined>(undefined);
  const remove = useDeleteConfirm<LookupRow>(
    (row) => `${kind.apiPath}/${row.id}`,
    (row) => (kind.key === 'racks' ? `${row.id} – ${lookupValue(kind, row)}` : lookupValue(kind, row)),
  );
  const config = useLookupList(kind, { onEdit: inModal ? setEditing : undefined, onDelete: remove.ask });

  const newAction = inModal ? { onClick: () => setEditing(null) } : { to: kind.newPath };
  return (
    <SectionShell section="clothing" page={kind.key}>
      <Toolbar actions={[{ key: 'new', label: t(`stock.${kind.key}.new`), icon: IconPlus, right: `canCreate${kind.flag}`, ...newAction }]} />
      <ListScreen config={config} />
      {inModal && (
        <Modal opened={editing !== undefined} onClose={() => setEditing(undefined)} title={t(editing ? `stock.${kind.key}.edit` : `stock.${kind.key}.new`)}>
          <LookupForm kind={kind} initial={editing ?? null} onSaved={() => setEditing(undefined)} onCancel={() => setEditing(undefined)} />
        </Modal>
      )}
      {remove.dialog}
    </SectionShell>
  );
}
