import { mailTemplateBody, type MailTemplateBody, type MailTemplateDto } from '@coulisse/shared/schemas/communication';
import { MAIL_PLACEHOLDERS } from '@coulisse/shared/rules/mail';
import { formResolver } from '../../../lib/formResolver';
import { Alert, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useSaveMailTemplate } from '../api/save-mail-template';
import { FormActions } from '../../../components/ui/FormActions';

const FIELDS = ['name', 'subject', 'html'] as const;

/**
 * Create or change a template: name, subject and HTML with placeholders, and a preview of the
 * HTML in a fully sandboxed frame. The server sanitises what is saved; the preview shows the
 * text as typed, and nothing in it can run.
 */
export function TemplateDialog({ template, onClose }: { template: MailTemplateDto | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 960px)');
  const save = useSaveMailTemplate();
  const isNew = template === 'new';
  const { control, register, handleSubmit, formState, setError } = useForm<MailTemplateBody>({
    resolver: formResolver(mailTemplateBody),
    defaultValues: isNew ? { name: '', subject: '', html: '' } : { name: template.name, subject: template.subject, html: template.html },
  });
  const html = useWatch({ control, name: 'html' });
  const error = (name: (typeof FIELDS)[number]) => translateMessage(t, formState.errors[name]?.message) || undefined;

  const submit = (body: MailTemplateBody) =>
    save.mutate(
      { id: isNew ? null : template.id, body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(isNew ? 'success.created' : 'success.updated', { resource: t('bulkMail.templateResource') }) });
          onClose();
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return;
          for (const [field, message] of Object.entries(failure.fields)) if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { type: 'server', message });
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t(isNew ? 'bulkMail.newTemplate' : 'bulkMail.editTemplate')} size="xl" fullScreen={phone}>
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label={t('bulkMail.name')} required maxLength={100} error={error('name')} {...register('name')} />
          <TextInput label={t('bulkMail.subject')} required maxLength={255} error={error('subject')} {...register('subject')} />
          <Textarea
            label={t('bulkMail.body')}
            description={t('bulkMail.placeholders', { list: MAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ') })}
            required
            autosize
            minRows={6}
            maxRows={16}
            error={error('html')}
            {...register('html')}
          />
          <div>
            <Text fz="sm" fw={500} mb={4}>
              {t('bulkMail.preview')}
            </Text>
            <iframe
              title={t('bulkMail.preview')}
              sandbox=""
              srcDoc={html}
              style={{ width: '100%', height: 200, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', background: 'white' }}
            />
          </div>
          {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length) && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <FormActions onCancel={onClose} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
