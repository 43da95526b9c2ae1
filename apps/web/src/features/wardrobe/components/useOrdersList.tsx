import type { OrderListItem } from '@coulisse/shared/schemas/wardrobe/rentals';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconFileTypePdf, IconPencil, IconReceipt } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDate, formatDay } from '../../../lib/dates';
import { ordersKey } from '../api/keys';
import { markBilled } from '../api/update-order';
import { formatEuro } from './money';
import { useOpenPdf } from './useOpenPdf';

const BASE = '/retributiebeheer/bestelformulieren';

/**
 * `/retributiebeheer/bestelformulieren` (spec 3 §2 Order list): ID, name, created, end of rental,
 * return before, still to pay (price × 1.21), replacement value, pieces and the actions view, edit
 * (open orders only) and PDF; filters billed and canceled (0 by default, spec 3 §9) and returned.
 */
export function useOrdersList(): ListConfig<OrderListItem> {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canUpdate = user?.flags.canUpdateOrders === true;
  const openPdf = useOpenPdf();
  return useMemo<ListConfig<OrderListItem>>(() => {
    const yesNo = [
      { value: '0', label: t('rentals.no') },
      { value: '1', label: t('rentals.yes') },
    ];
    return {
      queryKey: ordersKey,
      endpoint: '/clothing/orders',
      resource: t('rentals.resource'),
      caption: t('rentals.title'),
      rowName: (o) => `${o.id} ${o.companyName || o.name}`,
      columns: [
        { key: 'id', label: t('rentals.id'), cell: (o) => o.id, sortField: 'id', width: 70 },
        { key: 'name', label: t('rentals.name'), cell: (o) => o.companyName || o.name, primary: true, sortField: 'name', width: '24%' },
        { key: 'created', label: t('rentals.created'), cell: (o) => formatDay(o.creationDt), sortField: 'creationDt', width: 110 },
        { key: 'endOfRental', label: t('rentals.endOfRental'), cell: (o) => formatDate(o.endOfRental), width: 110 },
        { key: 'returnBefore', label: t('rentals.returnBefore'), cell: (o) => formatDate(o.returnBefore), sortField: 'toDt', width: 110 },
        { key: 'toPay', label: t('rentals.toPay'), cell: (o) => formatEuro(o.toPay), align: 'right', width: 120 },
        { key: 'replacement', label: t('rentals.replacementValue'), cell: (o) => formatEuro(o.replacementPrice), align: 'right', width: 120 },
        { key: 'pieces', label: t('rentals.pieces'), cell: (o) => o.pieces, align: 'right', width: 70 },
      ],
      textFilter: t('rentals.textFilter'),
      filters: [
        { kind: 'segmented', name: 'billed', label: t('rentals.billed'), options: yesNo, numeric: true, defaultValue: '0' },
        { kind: 'segmented', name: 'canceled', label: t('rentals.canceled'), options: yesNo, numeric: true, defaultValue: '0' },
        { kind: 'segmented', name: 'returned', label: t('rentals.returned'), options: yesNo, numeric: true },
      ],
      sortFields: [
        { field: 'id', label: t('rentals.id') },
        { field: 'name', label: t('rentals.name') },
        { field: 'creationDt', label: t('rentals.created') },
        { field: 'toDt', label: t('rentals.returnBefore') },
      ],
      defaultSort: 'id:desc',
      exportPath: '/api/reports/orders.xlsx',
      emptyHint: t('rentals.emptyHint'),
      bulkActions: [
        {
          key: 'billed',
          label: t('rentals.markBilled'),
          icon: IconReceipt,
          right: 'canUpdateOrders',
          confirm: (count) => ({ title: t('rentals.markBilled'), message: t('rentals.billedConfirm', { count }), confirmLabel: t('rentals.markBilled') }),
          run: async (ids) => {
            let done = 0;
            for (const id of ids) if ((await markBilled(id).catch(() => null))?.success) done += 1;
            notifications.show({
              color: done === ids.length ? 'green' : 'orange',
              message: done === 1 ? t('rentals.markedBilled') : t('rentals.billedMany', { count: done }),
            });
          },
        },
      ],
      rowLink: (o) => `${BASE}/detail/${o.id}`,
      rowActions: (o) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('rentals.view')}>
            <ActionIcon component={Link} to={`${BASE}/detail/${o.id}`} variant="subtle" aria-label={`${t('rentals.view')} ${o.id}`}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {canUpdate && !o.billed && !o.canceled && (
            <Tooltip label={t('app.edit')}>
              <ActionIcon component={Link} to={`${BASE}/bewerk/${o.id}`} variant="subtle" aria-label={`${t('app.edit')} ${o.id}`}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('rentals.pdf')}>
            <ActionIcon variant="subtle" onClick={() => openPdf(o.id)} aria-label={`${t('rentals.pdf')} ${o.id}`}>
              <IconFileTypePdf size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    };
  }, [t, canUpdate, openPdf]);
}
