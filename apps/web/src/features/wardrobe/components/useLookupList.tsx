import { IconList, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { RowActions, type RowAction } from '../../../components/ui/list/RowActions';
import type { ListConfig } from '../../../components/ui/list/types';
import { stockKey } from '../api/keys';
import { lookupValue, type LookupKind, type LookupRow } from './lookupKinds';

interface Handlers {
  /** Colours edit in a modal; the other kinds link to their edit screen. */
  onEdit?: (row: LookupRow) => void;
  onDelete: (row: LookupRow) => void;
}

/** The generic list of one stock lookup: text filter, sorts on the value and the id, export. */
export function useLookupList(kind: LookupKind, { onEdit, onDelete }: Handlers): ListConfig<LookupRow> {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canUpdate = user?.flags[`canUpdate${kind.flag}`] === true;
  // A rack opens its articles (the rack screen), which also needs the articles' read right.
  const canReadArticles = user?.flags.canReadArticles === true;
  return useMemo<ListConfig<LookupRow>>(() => {
    const isRack = kind.key === 'racks';
    const valueColumn = { key: kind.field, label: t(`stock.${kind.key}.field`), cell: (row: LookupRow) => lookupValue(kind, row), sortField: kind.field };
    const idColumn = { key: 'id', label: isRack ? t('stock.racks.number') : t('stock.common.id'), cell: (row: LookupRow) => row.id, sortField: 'id', width: 110 };
    const actions = (row: LookupRow) => {
      const list: RowAction[] = [];
      if (isRack) list.push({ key: 'articles', label: t('stock.racks.articles'), icon: IconList, to: `/kledijbeheer/rekken/${row.id}/artikels`, right: 'canReadArticles' });
      if (canUpdate) list.push(onEdit ? { key: 'edit', label: t('app.edit'), icon: IconPencil, onClick: () => onEdit(row) } : { key: 'edit', label: t('app.edit'), icon: IconPencil, to: kind.editPath!(row.id) });
      list.push({ key: 'delete', label: t('app.delete'), icon: IconTrash, color: 'red', right: `canDelete${kind.flag}`, onClick: () => onDelete(row) });
      return <RowActions rowName={isRack ? `${row.id} ${lookupValue(kind, row)}` : lookupValue(kind, row)} actions={list} />;
    };
    return {
      queryKey: [...stockKey, kind.key],
      endpoint: kind.listEndpoint,
      resource: t(`stock.${kind.key}.resource`),
      caption: t(`stock.${kind.key}.title`),
      rowName: (row) => (isRack ? `${row.id} ${lookupValue(kind, row)}` : lookupValue(kind, row)),
      // A rack is known by its number first; the other lookups by their value.
      columns: isRack ? [{ ...idColumn, primary: true }, valueColumn] : [{ ...valueColumn, primary: true }, idColumn],
      textFilter: t(`stock.${kind.key}.search`),
      sortFields: [
        { field: kind.field, label: t(`stock.${kind.key}.field`) },
        { field: 'id', label: isRack ? t('stock.racks.number') : t('stock.common.id') },
      ],
      defaultSort: isRack ? 'id:asc' : `${kind.field}:asc`,
      exportPath: kind.exportPath,
      exportRight: `canRead${kind.flag}`,
      emptyHint: user?.flags[`canCreate${kind.flag}`] ? t('stock.common.emptyHint') : undefined,
      rowLink: isRack && canReadArticles ? (row) => `/kledijbeheer/rekken/${row.id}/artikels` : canUpdate && !onEdit ? (row) => kind.editPath!(row.id) : undefined,
      rowActions: actions,
    };
  }, [kind, t, user, canUpdate, canReadArticles, onEdit, onDelete]);
}
