import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { Toolbar } from '../../../components/ui/Toolbar';
import { SectionShell } from '../../../app/section/SectionShell';
import { useOrdersList } from '../components/useOrdersList';

/** `/retributiebeheer/bestelformulieren` (spec 3 §2 Order list), with canReadOrders. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const config = useOrdersList();
  return (
    <SectionShell section="rental" page="orders">
      <Toolbar actions={[{ key: 'new', label: t('rentals.new'), icon: IconPlus, to: '/retributiebeheer/bestelformulieren/nieuw', right: 'canCreateOrders' }]} />
      <ListScreen config={config} />
    </SectionShell>
  );
}
