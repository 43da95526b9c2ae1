import { Alert, Loader, Paper, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates';
import { describeError } from '../../../lib/errors';
import { useUserRegistrations } from '../api/get-user-registrations';
import { ScrollTable } from '../../../components/ui/ScrollTable';

/** The inschrijvingen tab: every project the person registered for, on or off stage, and when. */
export function RegistrationsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const registrations = useUserRegistrations(userId);
  if (registrations.isPending) return <Loader aria-label={t('app.loading')} />;
  if (registrations.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {describeError(t, registrations.error)}
      </Alert>
    );
  }
  const rows = registrations.data.data;
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Text c="dimmed">{t('empty.resource', { resource: t('profileScreen.registrationsResource') })}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg">
      <ScrollTable minWidth={420} label={t('profileScreen.tabs.registrations')}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('profileScreen.tabs.registrations')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('profileScreen.project')}</Table.Th>
              <Table.Th scope="col">{t('profileScreen.location')}</Table.Th>
              <Table.Th scope="col">{t('profileScreen.registeredOn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((registration) => (
              <Table.Tr key={registration.id}>
                <Table.Th scope="row" fw={500}>
                  {registration.projectName}
                </Table.Th>
                <Table.Td>{t(registration.location === 1 ? 'profileScreen.onStage' : 'profileScreen.offStage')}</Table.Td>
                <Table.Td>{formatDay(registration.creationDt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
