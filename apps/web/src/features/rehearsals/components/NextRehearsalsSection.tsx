import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserRehearsals } from '../api/get-user-rehearsals';
import { RehearsalCard } from './RehearsalCard';

/** How many upcoming rehearsals the home shows; the rest are on `/repetities/alle`. */
const SHOWN = 3;

/**
 * The participant's next rehearsals on the home (issue 13): date, time, location and the
 * can/cannot attend buttons of the own page, with the same 30-minute cut-off (`RehearsalCard`).
 */
export function NextRehearsalsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const list = useUserRehearsals(userId, null, true);
  const next = (list.data ?? []).slice(0, SHOWN);
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-rehearsals">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="home-rehearsals">
          {t('home.nextRehearsals')}
        </Title>
        <Anchor component={Link} to="/repetities/alle" size="sm">
          {t('home.allRehearsals')}
        </Anchor>
      </Group>
      {list.isPending ? (
        <Skeleton h={96} radius="md" />
      ) : next.length === 0 ? (
        <Alert color="gray">{t('home.noRehearsals')}</Alert>
      ) : (
        next.map((r) => <RehearsalCard key={r.id} r={r} />)
      )}
    </Stack>
  );
}
