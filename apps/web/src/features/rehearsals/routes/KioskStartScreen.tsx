import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHanger, IconKey } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useCalendar } from '../api/get-calendar';

/** The clothing return kiosk of the wardrobe section (spec 3 §2), shown when this account may open it. */
const CLOTHING_RETURN = '/kledijbeheer/terugname';

/** Today from local midnight to the next, as the calendar call's range. */
function todayRange(): { from: string; to: string } {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

/**
 * `/onthaal`, the kiosk start screen of a reception account (issue 14): today's rehearsals, each
 * with "Pinscherm openen" (the pin screen in a new window, spec 2 §2), and the clothing return
 * kiosk when the account holds that right. The pin call itself refuses outside the pin window.
 */
export function KioskStartScreen() {
  const { t } = useTranslation();
  usePageTitle(t('kiosk.title'));
  const { from, to } = useMemo(todayRange, []);
  const today = useCalendar(null, from, to);
  const clothingReturn = useScreenAvailable()(CLOTHING_RETURN);
  const list = [...(today.data ?? [])].sort((a, b) => a.start.localeCompare(b.start));
  return (
    <Stack gap="lg" maw={800}>
      <Title order={1} size="h2">
        {t('kiosk.title')}
      </Title>
      <Stack component="section" gap="sm" aria-labelledby="kiosk-today">
        <Title order={2} size="h3" id="kiosk-today">
          {t('kiosk.today')}
        </Title>
        {today.isPending ? (
          <Skeleton h={80} radius="md" />
        ) : list.length === 0 ? (
          <Alert color="gray">{t('kiosk.noneToday')}</Alert>
        ) : (
          list.map((r) => (
            <Card key={r.id} withBorder padding="md" component="article" aria-labelledby={`kiosk-rehearsal-${r.id}`} data-testid="kiosk-rehearsal">
              <Group justify="space-between" gap="sm">
                <Stack gap={2}>
                  <Text fw={700} id={`kiosk-rehearsal-${r.id}`}>
                    {r.title} <Text span c="dimmed">({r.projectName})</Text>
                  </Text>
                  <Text size="sm">
                    {formatDateTime(r.start)} · {r.location}
                  </Text>
                </Stack>
                <Button component="a" href={`/pinscherm/${r.id}?repetitionIds=${r.id}`} target="_blank" leftSection={<IconKey size={16} aria-hidden />}>
                  {t('kiosk.openPin')}
                </Button>
              </Group>
            </Card>
          ))
        )}
      </Stack>
      {clothingReturn && (
        <Card withBorder padding="md" component="section" aria-labelledby="kiosk-clothing">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Text fw={700} id="kiosk-clothing">
                {t('kiosk.clothingReturn')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('kiosk.clothingReturnText')}
              </Text>
            </Stack>
            <Button component={Link} to={CLOTHING_RETURN} variant="light" leftSection={<IconHanger size={16} aria-hidden />}>
              {t('kiosk.clothingReturn')}
            </Button>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
