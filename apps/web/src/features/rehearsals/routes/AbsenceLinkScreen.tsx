import { Alert, Anchor, Button, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { PRESENCE_REASON_MAX } from '@coulisse/shared/rules/rehearsals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAbsenceLink, useReportAbsence } from '../api/absence-link';

/**
 * `/afmelden/repetitie?token=`: the one-click "ik kan niet" link of a rehearsal mail, open without
 * signing in. It shows the rehearsal and signs off only on the button (a mail scanner that follows
 * the link changes nothing); within 30 minutes of the start the server's Dutch refusal is shown.
 */
export function AbsenceLinkScreen() {
  const { t } = useTranslation();
  usePageTitle(t('reminders.absence.title'));
  const { loggedIn } = useAuth();
  const token = useSearchParams()[0].get('token');
  const info = useAbsenceLink(token);
  const report = useReportAbsence();
  const [reason, setReason] = useState('');

  const body = () => {
    if (!token) return <Alert color="red">{t('reminders.errors.linkInvalid')}</Alert>;
    if (info.isPending) return <Skeleton h={120} radius="md" />;
    if (info.isError) return <Alert color="red">{describeError(t, info.error)}</Alert>;
    const r = info.data;
    if (report.isSuccess) return <Alert color="green">{report.data.message}</Alert>;
    if (!r.markedPresent) return <Alert color="blue">{t('reminders.absence.already')}</Alert>;
    if (!r.mayReport) return <Alert color="orange">{t('rehearsals.errors.selfReportClosed')}</Alert>;
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          report.mutate({ token, reason: reason.trim() || null });
        }}
      >
        <Stack gap="md">
          <Text>{t('reminders.absence.question', { name: r.name, project: r.projectName, date: r.date, start: r.start, end: r.end, location: r.location })}</Text>
          <Textarea label={t('reminders.absence.reason')} value={reason} maxLength={PRESENCE_REASON_MAX} autosize minRows={2} onChange={(e) => setReason(e.currentTarget.value)} disabled={report.isPending} />
          {report.isError && (
            <Alert color="red" role="alert">
              {describeError(t, report.error)}
            </Alert>
          )}
          <Button type="submit" color="red" loading={report.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('reminders.absence.confirm')}
          </Button>
        </Stack>
      </form>
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('reminders.absence.title')}
      </Title>
      {body()}
      <Anchor component={Link} to={loggedIn ? '/repetities/alle' : '/'} size="sm">
        {loggedIn ? t('reminders.absence.toRehearsals') : t('auth.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
