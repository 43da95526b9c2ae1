import { Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { usePageTitle } from '../../../lib/usePageTitle';
import { MailPreview } from '../components/MailPreview';
import { useOutboxList } from '../components/useOutboxList';

const MAIL_PARAM = 'mail';

/**
 * `/verzonden-mails` for level 1 (ARCHITECTURE §2): every mail the product sent or tried to send.
 * The open preview is part of the address (`?mail=12`), so a reload keeps it open.
 */
export function OutboxScreen() {
  const { t } = useTranslation();
  usePageTitle(t('outbox.title'));
  const [params, setParams] = useSearchParams();
  const shown = Number(params.get(MAIL_PARAM));
  const listQuery = new URLSearchParams(params);
  listQuery.delete(MAIL_PARAM);
  const listSearch = listQuery.toString();

  const previewLink = useCallback((id: number) => {
    const next = new URLSearchParams(listSearch);
    next.set(MAIL_PARAM, String(id));
    return `?${next.toString()}`;
  }, [listSearch]);
  const config = useOutboxList(previewLink);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MAIL_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('outbox.title')}
        </Title>
        <Text c="dimmed">{t('outbox.intro')}</Text>
      </Stack>
      <ListScreen config={config} />
      <MailPreview id={Number.isInteger(shown) && shown > 0 ? shown : null} onClose={close} />
    </Stack>
  );
}
