import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useOwnRoles } from '../api/get-own-roles';
import { UserCastingView } from '../components/UserCastingView';

/**
 * `/rollen/{projectName}` (spec 2 §2 §8): the participant's roles, groups and scenes per cast once
 * the role scheme is open; otherwise the server's message (not open, no role, not registered).
 */
export function OwnRolesScreen() {
  const { t } = useTranslation();
  const projectName = useParams().projectName ?? '';
  const own = useOwnRoles(projectName);
  usePageTitle(t('casting.own.title', { project: own.data?.casting?.projectName ?? projectName }));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('casting.own.title', { project: own.data?.casting?.projectName ?? projectName })}
      </Title>
      {own.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : own.isError ? (
        <Alert color="red">{describeError(t, own.error)}</Alert>
      ) : own.data.casting ? (
        <UserCastingView casting={own.data.casting} />
      ) : (
        <Alert color="blue">{t(`casting.${own.data.state}`)}</Alert>
      )}
    </Stack>
  );
}
