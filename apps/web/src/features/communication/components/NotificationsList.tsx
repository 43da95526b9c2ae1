import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { NotificationDialog } from './NotificationDialog';
import { READ_PARAM, useNotificationsList } from './useNotificationsList';

const DETAIL_PARAM = 'melding';

/**
 * The caller's notifications on the list screen, with the open one over it. The open notification
 * is part of the address (`?melding=12`), so the top bar can link to it and a reload keeps it open.
 */
export function NotificationsList({ projectId }: { projectId?: number }) {
  const [params, setParams] = useSearchParams();
  const shown = Number(params.get(DETAIL_PARAM));
  const listQuery = new URLSearchParams(params);
  listQuery.delete(DETAIL_PARAM);
  const listSearch = listQuery.toString();

  const detailLink = useCallback(
    (id: number) => {
      const next = new URLSearchParams(listSearch);
      next.set(DETAIL_PARAM, String(id));
      return `?${next.toString()}`;
    },
    [listSearch],
  );
  const config = useNotificationsList({ projectId, detailLink, readParam: params.get(READ_PARAM) ?? '' });
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DETAIL_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <ListScreen config={config} />
      <NotificationDialog id={Number.isInteger(shown) && shown > 0 ? shown : null} onClose={close} />
    </>
  );
}
