import { staffMailBody, type StaffMailBody } from '@coulisse/shared/schemas/volunteers';
import { Alert, Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSendMail } from '../api/send-mail';
import { BackToListHeader, LIST_PATH } from '../components/BackToListHeader';
import { clearDraft, readDraft, saveDraft, withRecipients, type MailDraft } from '../components/mailDraft';
import { RecipientsField } from '../components/RecipientsField';
import { formResolver } from '../../../lib/formResolver';


/**
 * `/medewerkers/mail` (spec 1 §2) with users read and contact: a plain-text mail to a selection
 * of users, one mail each through the outbox. The selection comes from the list's Mail action or
 * is searched here; the draft survives a reload of the tab.
 */
export function MailScreen() {
  const { t } = useTranslation();
  usePageTitle(t('mailUsers.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const send = useSendMail();
  const [initial] = useState<MailDraft>(() => withRecipients(readDraft(), (location.state as { recipients?: unknown } | null)?.recipients));
  const { control, register, handleSubmit, formState, setError } = useForm<MailDraft, unknown, StaffMailBody>({
    resolver: formResolver(staffMailBody),
    defaultValues: initial,
  });
  const [to, subject, body] = useWatch({ control, name: ['to', 'subject', 'body'] });
  useEffect(() => saveDraft({ to, subject, body }), [to, subject, body]);

  const error = (name: keyof MailDraft) => translateMessage(t, formState.errors[name]?.message) || undefined;

  const submit = (values: StaffMailBody) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        clearDraft();
        notifications.show({ color: 'green', title: answer.message, message: t('mailUsers.queued', { count: answer.queued }) });
        void navigate(LIST_PATH);
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError)) return;
        for (const [field, message] of Object.entries(failure.fields)) {
          if (field === 'to' || field === 'subject' || field === 'body') setError(field, { type: 'server', message });
        }
      },
    });

  return (
    <Stack gap="lg" maw={860}>
      <BackToListHeader title={t('mailUsers.title')} intro={t('mailUsers.intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={handleSubmit(submit)} noValidate>
          <Stack gap="md">
            <Controller
              control={control}
              name="to"
              render={({ field }) => <RecipientsField value={field.value} onChange={field.onChange} error={error('to')} disabled={send.isPending} />}
            />
            <TextInput label={t('mailUsers.subject')} required maxLength={255} disabled={send.isPending} error={error('subject')} {...register('subject')} />
            <Textarea label={t('mailUsers.body')} description={t('mailUsers.bodyHint')} required autosize minRows={8} maxRows={20} disabled={send.isPending} error={error('body')} {...register('body')} />
            {send.isError && !(send.error instanceof ApiError && Object.keys(send.error.fields).length) && (
              <Alert color="red" role="alert">
                {send.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button component={Link} to={LIST_PATH} variant="default" disabled={send.isPending}>
                {t('app.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
                {t('mailUsers.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
