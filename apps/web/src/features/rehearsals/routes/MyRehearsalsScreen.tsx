import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDown, IconFileTypePdf, IconLink } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { downloadIcal } from '../api/download-ical';
import { downloadPdf } from '../api/download-pdf';
import { getIcalFeedUrl } from '../api/get-ical-feed-url';
import { usePin } from '../api/get-pin';
import { useUserRehearsals } from '../api/get-user-rehearsals';
import { RehearsalCard } from '../components/RehearsalCard';

/**
 * `/repetities/{projectName}` (spec 2 §2): the caller's upcoming rehearsals of that project (all
 * projects for `/repetities/alle`), their pin, the iCal and PDF downloads and the subscribable feed.
 */
export function MyRehearsalsScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const projectName = decodeURIComponent(useParams().projectName ?? 'alle');
  const list = useUserRehearsals(user?.id ?? null, null, true);
  const pin = usePin(user?.id ?? null);
  const mine = (list.data ?? []).filter((r) => projectName === 'alle' || r.projectName === projectName);
  const projectId = projectName === 'alle' ? undefined : mine[0]?.projectId;
  const subscribe = async () => {
    const { url } = await getIcalFeedUrl();
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notifications.show({ message: `${t('rehearsals.icalCopied')}: ${url}` });
  };
  return (
    <Stack gap="md" maw={800}>
      <Title order={1} size="h2">
        {t('rehearsals.title')} {projectName !== 'alle' ? `– ${projectName}` : ''}
      </Title>
      {pin.data && <Text>{t('rehearsals.yourPin', { pin: pin.data.pin })}</Text>}
      <Group gap="xs">
        <Button variant="default" leftSection={<IconCalendarDown size={16} />} onClick={() => void downloadIcal()}>
          {t('rehearsals.ical')}
        </Button>
        {mine.length > 0 && (
          <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void downloadPdf(projectId)}>
            {t('rehearsals.pdf')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconLink size={16} />} onClick={() => void subscribe()}>
          {t('rehearsals.icalSubscribe')}
        </Button>
      </Group>
      {list.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : mine.length === 0 ? (
        <Alert color="gray">{t('rehearsals.notExpected')}</Alert>
      ) : (
        mine.map((r) => <RehearsalCard key={r.id} r={r} />)
      )}
    </Stack>
  );
}
