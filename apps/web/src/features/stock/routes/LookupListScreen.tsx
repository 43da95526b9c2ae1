import { notifications } from '@mantine/notifications';
import { Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { Toolbar } from '../../../components/ui/Toolbar';
import { describeError } from '../../../lib/errors';
import { SectionShell } from '../../clothing/components/SectionShell';
import { deleteStockItem, useStockMutation } from '../api/stock';
import { LookupForm } from '../components/LookupForm';
import { useLookupList } from '../components/useLookupList';
import { LOOKUP_KINDS, lookupValue, type LookupKindKey, type LookupRow } from '../kinds';

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
  const [deleting, setDeleting] = useState<LookupRow | null>(null);
  const config = useLookupList(kind, { onEdit: inModal ? setEditing : undefined, onDelete: setDeleting });
  const remove = useStockMutation((row: LookupRow) => deleteStockItem(`${kind.apiPath}/${row.id}`));

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer?.message ?? t('app.delete') }),
      onError: (e) => notifications.show({ color: 'red', message: describeError(t, e), autoClose: 10_000 }),
      onSettled: () => setDeleting(null),
    });

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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('app.delete')}
        message={t('stock.common.confirmDelete')}
        detail={deleting ? (kind.key === 'racks' ? `${deleting.id} – ${lookupValue(kind, deleting)}` : lookupValue(kind, deleting)) : undefined}
        confirmLabel={t('app.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SectionShell>
  );
}
