import type { CategoryListItem } from '@coulisse/shared/schemas/wardrobe/stock';
import { PRICE_TIERS } from '@coulisse/shared/rules/wardrobe/stock';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { RowActions } from '../../../components/ui/list/RowActions';
import type { ListConfig } from '../../../components/ui/list/types';
import { Toolbar } from '../../../components/ui/Toolbar';
import { SectionShell } from '../../../app/section/SectionShell';
import { stockKey } from '../api/keys';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { formatEuro } from '../components/money';

const editPath = (id: number) => `/retributiebeheer/categorieen/${id}/bewerk`;

function useCategoriesList(onDelete: (c: CategoryListItem) => void): ListConfig<CategoryListItem> {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canUpdate = user?.flags.canUpdateCategories === true;
  return useMemo(
    () => ({
      queryKey: [...stockKey, 'categories'],
      endpoint: '/categories',
      resource: t('stock.categories.resource'),
      caption: t('stock.categories.title'),
      rowName: (c) => c.name,
      columns: [
        { key: 'name', label: t('stock.categories.name'), cell: (c) => c.name, primary: true, sortField: 'name' },
        ...PRICE_TIERS.map((tier) => ({
          key: `price${tier}`,
          label: t('stock.categories.price', { tier }),
          cell: (c: CategoryListItem) => (c.price ? formatEuro(c.price[`price${tier}`]) : t('stock.categories.noPrice')),
          align: 'right' as const,
          width: 100,
        })),
        { key: 'replacementPrice', label: t('stock.categories.replacementPrice'), cell: (c) => formatEuro(c.price?.replacementPrice), align: 'right', width: 130 },
      ],
      textFilter: t('stock.categories.search'),
      sortFields: [{ field: 'name', label: t('stock.categories.name') }],
      defaultSort: 'name:asc',
      emptyHint: user?.flags.canCreateCategories ? t('stock.common.emptyHint') : undefined,
      rowLink: canUpdate ? (c) => editPath(c.id) : undefined,
      rowActions: (c) => (
        <RowActions
          rowName={c.name}
          actions={[
            { key: 'edit', label: t('app.edit'), icon: IconPencil, to: editPath(c.id), right: 'canUpdateCategories' },
            { key: 'delete', label: t('app.delete'), icon: IconTrash, color: 'red', right: 'canDeleteCategories', onClick: () => onDelete(c) },
          ]}
        />
      ),
    }),
    [t, user, canUpdate, onDelete],
  );
}

/** `/retributiebeheer/categorieen` (spec 3 §2): clothing items with their current prices A–E. */
export function CategoriesScreen() {
  const { t } = useTranslation();
  const remove = useDeleteConfirm<CategoryListItem>(
    (c) => `/category/${c.id}`,
    (c) => c.name,
  );
  const config = useCategoriesList(remove.ask);
  return (
    <SectionShell section="rental" page="categories">
      <Toolbar actions={[{ key: 'new', label: t('stock.categories.new'), icon: IconPlus, to: '/retributiebeheer/categorieen/nieuw', right: 'canCreateCategories' }]} />
      <ListScreen config={config} />
      {remove.dialog}
    </SectionShell>
  );
}
