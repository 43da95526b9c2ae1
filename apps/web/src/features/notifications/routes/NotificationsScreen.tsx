import { Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { usePageTitle } from '../../../lib/usePageTitle';
import { NotificationDialog } from '../components/NotificationDialog';
import { READ_PARAM, useNotificationsList } from '../components/useNotificationsList';

const DETAIL_PARAM = 'melding';

/**
 * `/meldingen` and `/projecten/{id}/meldingen` (spec 2 §2): the signed-in user's notifications.
 * The open notification is part of the address (`?melding=12`), so the top bar can link to it and
 * a reload keeps it open.
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const { projectId: projectParam } = useParams();
  const projectId = projectParam && /^\d+$/.test(projectParam) ? Number(projectParam) : undefined;
  const title = projectId ? t('notifications.projectTitle') : t('notifications.title');
  usePageTitle(title);
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
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{t('notifications.intro')}</Text>
      </Stack>
      <ListScreen config={config} />
      <NotificationDialog id={Number.isInteger(shown) && shown > 0 ? shown : null} onClose={close} />
    </Stack>
  );
}
