import { ONLINE_WINDOW_MINUTES } from '@coulisse/shared/rules/constants';
import { Alert, Anchor, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useOnlineUsers } from '../api/get-online-users';
import { PROFILE_PATTERN } from '../components/usePeopleList';

/** Under 960 px (spec 1 §9) the rows become cards. */
const MOBILE_QUERY = '(max-width: 59.99em)';

type OnlineUser = { id: number; firstName: string; lastName: string; lastLogin: string | null; lastActivity: string };

/**
 * `/medewerkers/online` (spec 1 §2, spec 3 "Online users") with canReadUsers: who was active in
 * the last five minutes, with last login and last activity; asked again every 30 seconds.
 */
export function OnlineUsersScreen() {
  const { t } = useTranslation();
  usePageTitle(t('onlineUsers.title'));
  const online = useOnlineUsers();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const profiles = useScreenAvailable()(PROFILE_PATTERN);
  const users = online.data?.data ?? [];

  const name = (u: OnlineUser) =>
    profiles ? (
      <Anchor component={Link} to={`/medewerker/${u.id}/overzicht`} fw={600}>
        {u.firstName} {u.lastName}
      </Anchor>
    ) : (
      <Text component="span" fw={600} inherit>
        {u.firstName} {u.lastName}
      </Text>
    );
  const lastLogin = (u: OnlineUser) => (u.lastLogin ? formatDateTime(u.lastLogin) : t('onlineUsers.never'));

  let body;
  if (online.isPending) body = <Skeleton height={120} radius="md" />;
  else if (online.isError && !online.data)
    body = (
      <Alert color="red" title={t('onlineUsers.loadFailed')}>
        <Button variant="light" color="red" onClick={() => void online.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  else if (users.length === 0)
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconWifiOff size={36} stroke={1.4} color="var(--mantine-color-coulisse-4)" aria-hidden />
          <Text>{t('onlineUsers.empty')}</Text>
        </Stack>
      </Paper>
    );
  else if (mobile)
    body = (
      <Stack component="ul" aria-label={t('onlineUsers.title')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {users.map((u) => (
          <Card component="li" key={u.id} withBorder radius="md" padding="md">
            <Text fw={600}>{name(u)}</Text>
            <Stack component="dl" gap={4} m={0} mt="xs">
              <Group gap="xs" wrap="nowrap">
                <Text component="dt" fz="xs" c="dimmed" w={130}>
                  {t('onlineUsers.lastActivity')}
                </Text>
                <Text component="dd" fz="sm" m={0}>
                  {formatDateTime(u.lastActivity)}
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Text component="dt" fz="xs" c="dimmed" w={130}>
                  {t('onlineUsers.lastLogin')}
                </Text>
                <Text component="dd" fz="sm" m={0}>
                  {lastLogin(u)}
                </Text>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Table highlightOnHover verticalSpacing="sm" bg="white" withTableBorder>
        <Table.Caption>
          <VisuallyHidden>{t('onlineUsers.title')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('onlineUsers.name')}</Table.Th>
            <Table.Th scope="col">{t('onlineUsers.lastActivity')}</Table.Th>
            <Table.Th scope="col">{t('onlineUsers.lastLogin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Th scope="row" fw="normal">
                {name(u)}
              </Table.Th>
              <Table.Td>{formatDateTime(u.lastActivity)}</Table.Td>
              <Table.Td>{lastLogin(u)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('onlineUsers.title')}
        </Title>
        <Text c="dimmed">{t('onlineUsers.intro', { minutes: online.data?.windowMinutes ?? ONLINE_WINDOW_MINUTES })}</Text>
      </Stack>
      <Group justify="space-between" gap="xs">
        <Text role="status" aria-live="polite" fz="sm" c="dimmed">
          {online.data ? t('onlineUsers.count', { count: online.data.total }) : ''}
        </Text>
        {online.dataUpdatedAt > 0 && (
          <Text fz="sm" c="dimmed">
            {t('onlineUsers.updatedAt', { time: dayjs(online.dataUpdatedAt).format('HH:mm:ss') })}
          </Text>
        )}
      </Group>
      {body}
    </Stack>
  );
}
