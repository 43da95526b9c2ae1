import { presenceState } from '@coulisse/shared/rules/rehearsals';
import { Alert, Badge, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { ScrollTable } from '../../../components/ui/ScrollTable';
import { formatDateTime } from '../../../lib/dates';
import { usePin } from '../api/get-pin';
import { useUserRehearsals } from '../api/get-user-rehearsals';

/**
 * The Repetities tab of an employee (`/medewerker/{id}/repetities`) and of a registration (one
 * project): the user's rehearsals with their presence, and their pin ('Je pincode' on one's own
 * page, 'Pincode' when staff look at someone else's).
 */
export function UserRehearsalsTab({ userId, projectId = null }: { userId: number; projectId?: number | null }) {
  const { t } = useTranslation();
  const list = useUserRehearsals(userId, projectId, false);
  const pin = usePin(userId);
  const own = useAuth().user?.id === userId;
  if (list.isPending) return <Loader aria-label={t('app.loading')} />;
  const rows = list.data ?? [];
  return (
    <Stack gap="sm">
      {pin.data && <Text>{t(own ? 'rehearsals.yourPin' : 'rehearsals.pinOf', { pin: pin.data.pin })}</Text>}
      {rows.length === 0 ? (
        <Alert color="gray">{t('rehearsals.noRehearsalsForUser')}</Alert>
      ) : (
        <ScrollTable label={t('rehearsals.title')} minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rehearsals.name')}</Table.Th>
                <Table.Th>{t('rehearsals.when')}</Table.Th>
                <Table.Th>{t('rehearsals.location')}</Table.Th>
                <Table.Th>{t('rehearsals.presence')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Th scope="row">
                    {r.identifier} {r.name}{' '}
                    <Text span c="dimmed">
                      ({r.projectName})
                    </Text>
                  </Table.Th>
                  <Table.Td>{formatDateTime(r.startDt)}</Table.Td>
                  <Table.Td>{r.location.name}</Table.Td>
                  <Table.Td>{r.own && <Badge variant="light">{t(`rehearsals.states.${presenceState(r.own, r.startDt)}`)}</Badge>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
