import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { describeError } from '../../../lib/errors';
import { SectionShell } from '../../../app/section/SectionShell';
import { bulkUpdateArticles } from '../api/bulk-update-articles';
import { useArticleLookups } from '../api/get-article-lookups';
import { RackDialog } from '../components/RackDialog';
import { NEW_ARTICLE_PATH, useArticlesList } from '../components/useArticlesList';

interface RackRequest {
  ids: number[];
  done: () => void;
}

/** `/kledijbeheer/artikels` (spec 3 §2): the stock list with its filters, export and bulk actions. */
export function ArticlesScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const lookups = useArticleLookups();
  const [request, setRequest] = useState<RackRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const askRack = useCallback((ids: number[]) => new Promise<void>((done) => setRequest({ ids, done })), []);
  const config = useArticlesList(askRack);

  const close = () => {
    request?.done();
    setRequest(null);
  };
  const moveToRack = async (rackId: number) => {
    if (!request) return;
    setBusy(true);
    try {
      const { updated } = await bulkUpdateArticles({ ids: request.ids, data: { rackId } });
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('articles.bulk.done', { count: updated }) });
      close();
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionShell section="clothing" page="articles">
      {user?.flags.canCreateArticles && (
        <Group justify="flex-end">
          <Button component={Link} to={NEW_ARTICLE_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('articles.new')}
          </Button>
        </Group>
      )}
      <ListScreen config={config} />
      {request && (
        <RackDialog
          title={t('articles.bulk.rackTitle', { count: request.ids.length })}
          racks={lookups.data?.racks ?? []}
          busy={busy}
          onConfirm={(rackId) => void moveToRack(rackId)}
          onCancel={close}
        />
      )}
    </SectionShell>
  );
}
