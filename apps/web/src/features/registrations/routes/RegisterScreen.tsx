import type { RegistrationInput } from '@coulisse/shared/schemas/registrations';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { NotFound } from '../../../components/ui/NotFound';
import { useHomePath } from '../../../app/screens/ScreenRegistry';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useRegistrationForm } from '../api/get-registration-form';
import { useRegister } from '../api/register';
import { idParam, registrationPath } from '../components/ids';
import { RegistrationForm } from '../components/RegistrationForm';

/**
 * `/projecten/inschrijven/{id}` (oneself) and `/projecten/inschrijven/{id}/{userId}` (staff
 * registering someone), spec 1 §2 §4: the sides still open, the project's preferences and other
 * data, the sizes; 'Medewerker werd succesvol ingeschreven'. Nothing is offered when no window is open.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const params = useParams();
  const navigate = useNavigate();
  const home = useHomePath();
  const projectId = idParam(params.id);
  const userId = params.userId === undefined ? null : idParam(params.userId);
  const forSomeone = userId !== null && userId !== user?.id;
  const form = useRegistrationForm(projectId, forSomeone ? userId : null);
  const save = useRegister(projectId ?? 0, forSomeone ? userId : null);
  const name = form.data ? `${form.data.user.firstName} ${form.data.user.lastName}` : '';
  const title = form.data
    ? forSomeone
      ? t('registrations.form.titleFor', { name, project: form.data.project.name })
      : t('registrations.form.title', { project: form.data.project.name })
    : t('registrations.title');
  usePageTitle(title);

  if (projectId === null || (params.userId !== undefined && userId === null)) return <NotFound homePath={home} />;
  if (form.isPending) return <Loader aria-label={t('app.loading')} />;
  if (form.isError) {
    if (form.error instanceof ApiError && form.error.status === 404) return <NotFound homePath={home} />;
    return <Alert color="red">{describeError(t, form.error)}</Alert>;
  }
  const answer = form.data;
  const detailOf = (registrationId: number) => (forSomeone ? registrationPath(projectId, registrationId) : `/inschrijvingen/${registrationId}`);

  const onSubmit = (body: RegistrationInput) =>
    save.mutate(body, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        void navigate(detailOf(result.data.id));
      },
    });
  const serverError = save.error instanceof ApiError ? { message: save.error.message, fields: save.error.fields } : save.error ? { message: describeError(t, save.error), fields: {} } : null;
  const closes = [answer.window.onStage ? answer.project.closedFrom : null, answer.window.offStage ? answer.project.closedOffStage : null].filter(Boolean).sort().at(-1);

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {closes && <Text c="dimmed">{t('registrations.form.closesOn', { date: formatDate(closes) })}</Text>}
      </Stack>
      {answer.registrationId !== null ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          <Stack gap="xs">
            <Text>{forSomeone ? t('registrations.form.alreadyRegisteredOther', { name }) : t('registrations.form.alreadyRegistered')}</Text>
            <Anchor component={Link} to={detailOf(answer.registrationId)}>
              {t('registrations.form.toRegistration')}
            </Anchor>
          </Stack>
        </Alert>
      ) : answer.window.mode === 'none' && !answer.ignoresWindow ? (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />}>
          {t('registrations.form.closed')}
        </Alert>
      ) : (
        <RegistrationForm form={answer} submitLabel={t('registrations.form.submit')} busy={save.isPending} serverError={serverError} onSubmit={onSubmit} />
      )}
    </Stack>
  );
}
