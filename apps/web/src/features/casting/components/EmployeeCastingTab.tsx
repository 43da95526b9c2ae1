import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { useUserCastingEverywhere } from '../api/get-user-casting-everywhere';
import { UserCastingView } from './UserCastingView';

/** The employee tabs rollen (30) and scenes (40) of `/medewerker/{id}` (spec 1 §2): per project, per cast. */
export function EmployeeCastingTab({ userId, scenes = false }: { userId: number; scenes?: boolean }) {
  const { t } = useTranslation();
  const casting = useUserCastingEverywhere(userId);
  if (casting.isPending) return <Loader aria-label={t('app.loading')} />;
  if (casting.isError) return <Alert color="red">{describeError(t, casting.error)}</Alert>;
  const projects = scenes ? casting.data.filter((p) => p.items.some((i) => i.scenes.length > 0)) : casting.data;
  if (!projects.length) return <Text c="dimmed">{t(scenes ? 'casting.profile.emptyScenes' : 'casting.profile.empty')}</Text>;
  return (
    <Stack gap="lg">
      {projects.map((p) => (
        <Stack key={p.projectId} gap="xs">
          <Title order={2} size="h4">
            {p.projectName}
          </Title>
          <UserCastingView casting={p} scenesOnly={scenes} />
        </Stack>
      ))}
    </Stack>
  );
}
