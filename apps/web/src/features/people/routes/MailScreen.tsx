import { mailUsersBody, type MailUsersBody } from '@coulisse/shared/schemas/communication';
import { MAIL_PLACEHOLDERS } from '@coulisse/shared/rules/mail';
import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useMailTemplates } from '../api/get-mail-templates';
import { useSendMail } from '../api/send-mail';
import { BackToListHeader } from '../components/BackToListHeader';
import { clearDraft, readDraft, saveDraft, scopeCall, withRecipients, type MailDraft } from '../components/mailDraft';
import { RecipientsField } from '../components/RecipientsField';
import { formResolver } from '../../../lib/formResolver';


/**
 * `/medewerkers/mail` (spec 1 §2) with users read and contact: an HTML mail with placeholders to a
 * selection of users, one mail each through the outbox (issue 13). The selection comes from a
 * list's Mail action or is searched here; a template fills subject and text; the draft survives
 * a reload of the tab. A selection from a project's registration or attendance list is sent
 * through that list's call, which mails only people in the list, and the screen returns there.
 */
export function MailScreen() {
  const { t } = useTranslation();
  usePageTitle(t('mailUsers.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const send = useSendMail();
  const templates = useMailTemplates();
  const [initial] = useState<MailDraft>(() => {
    const handedOver = location.state as { recipients?: unknown; projectId?: unknown; scope?: unknown } | null;
    return withRecipients(readDraft(), handedOver?.recipients, handedOver?.projectId, handedOver?.scope);
  });
  const { path, back } = scopeCall(initial.scope);
  const { control, register, handleSubmit, formState, setError, setValue } = useForm<MailDraft, unknown, MailUsersBody>({
    resolver: formResolver(mailUsersBody),
    defaultValues: initial,
  });
  const [to, subject, html] = useWatch({ control, name: ['to', 'subject', 'html'] });
  useEffect(() => saveDraft({ ...initial, to, subject, html }), [initial, to, subject, html]);
  const applyTemplate = (id: string | null) => {
    const template = templates.data?.data.find((t) => String(t.id) === id);
    if (!template) return;
    setValue('subject', template.subject, { shouldValidate: formState.isSubmitted });
    setValue('html', template.html, { shouldValidate: formState.isSubmitted });
  };

  const error = (name: keyof MailDraft) => translateMessage(t, formState.errors[name]?.message) || undefined;

  const submit = (values: MailUsersBody) => {
    // A list's call takes its project from the path.
    const { projectId, ...listBody } = values;
    send.mutate(
      { path, body: initial.scope ? listBody : { ...listBody, ...(projectId === undefined ? {} : { projectId }) } },
      {
        onSuccess: (answer) => {
          clearDraft();
          notifications.show({ color: 'green', title: answer.message, message: t('mailUsers.queued', { count: answer.recipients }) });
          void navigate(back);
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return;
          for (const [field, message] of Object.entries(failure.fields)) {
            if (field === 'to' || field === 'subject' || field === 'html') setError(field, { type: 'server', message });
          }
        },
      },
    );
  };

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
            <Select
              label={t('bulkMail.template')}
              placeholder={templates.data?.total === 0 ? t('bulkMail.noTemplates') : t('bulkMail.chooseTemplate')}
              data={(templates.data?.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
              disabled={send.isPending || !templates.data?.total}
              onChange={applyTemplate}
              clearable
            />
            <TextInput label={t('mailUsers.subject')} required maxLength={255} disabled={send.isPending} error={error('subject')} {...register('subject')} />
            <Textarea
              label={t('mailUsers.body')}
              description={`${t('mailUsers.bodyHint')} ${t('bulkMail.placeholders', { list: MAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ') })}`}
              required
              autosize
              minRows={8}
              maxRows={20}
              disabled={send.isPending}
              error={error('html')}
              {...register('html')}
            />
            {send.isError && !(send.error instanceof ApiError && Object.keys(send.error.fields).length) && (
              <Alert color="red" role="alert">
                {send.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button component={Link} to={back} variant="default" disabled={send.isPending}>
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
