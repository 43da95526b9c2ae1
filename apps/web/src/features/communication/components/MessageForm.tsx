import { messageDescriptionRule, messageRecipientsRule, messageTitleRule, MESSAGE_TITLE } from '@coulisse/shared/rules/messages';
import type { StoredFile } from '@coulisse/shared/schemas/files';
import type { SelectionItemDto } from '@coulisse/shared/schemas/rehearsals';
import { Alert, Badge, Button, FileButton, Group, Input, Loader, Stack, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParticipantSelector } from '../../../components/ui/ParticipantSelector';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { uploadFile } from '../../../lib/files';
import { translateMessage } from '../../../lib/i18n';
import { useCreateMessage } from '../api/create-message';
import { useMessageSelector } from '../api/get-message-selector';
import { MessageEditor } from './MessageEditor';
import { FormActions } from '../../../components/ui/FormActions';

interface Form {
  title: string;
  description: string;
  selection: SelectionItemDto[];
  files: StoredFile[];
}
const EMPTY: Form = { title: '', description: '', selection: [], files: [] };

/**
 * Writing a project message (spec 2 §5): title 3–255, rich-text description of 10–255 visible
 * characters, recipients from the rehearsal selector. The shared rules speak on submit; the
 * server checks them again on its sanitised text.
 */
export function MessageForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const selector = useMessageSelector(projectId, true);
  const create = useCreateMessage(projectId);
  const [form, setForm] = useState<Form>(EMPTY);
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Each file goes up at once (type checked by its content on the server); the message claims them on send.
  const attach = async (picked: File[]) => {
    setUploading(true);
    setUploadError(null);
    try {
      for (const file of picked) {
        const stored = await uploadFile(file);
        setForm((f) => ({ ...f, files: [...f.files, stored] }));
      }
    } catch (error) {
      setUploadError(describeError(t, error));
    } finally {
      setUploading(false);
    }
  };
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const local = { title: messageTitleRule(form.title), description: messageDescriptionRule(form.description), selection: messageRecipientsRule(form.selection) };
  const server = create.error instanceof ApiError ? create.error.fields : {};
  const err = (name: keyof typeof local) => {
    const message = (tried ? local[name] : null) ?? server[name];
    return message ? translateMessage(t, message) : undefined;
  };

  const submit = async () => {
    setTried(true);
    if (local.title || local.description || local.selection) return;
    const answer = await create.mutateAsync({ title: form.title, description: form.description, selection: form.selection, files: form.files.map((f) => f.file) });
    notifications.show({ color: 'green', message: answer.message });
    onDone();
  };

  if (selector.isPending) return <Loader aria-label={t('app.loading')} />;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Stack gap="md">
        {tried && (local.title || local.description || local.selection) && <Alert color="red">{t('validation.formInvalid')}</Alert>}
        {create.error && !Object.keys(server).length && <Alert color="red">{create.error.message}</Alert>}
        <TextInput label={t('messages.fields.title')} required maxLength={MESSAGE_TITLE.max} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} error={err('title')} />
        <Input.Wrapper label={t('messages.fields.description')} required error={err('description')}>
          <MessageEditor value={form.description} onChange={(html) => set('description', html)} error={err('description')} />
        </Input.Wrapper>
        <Input.Wrapper label={t('messages.fields.recipients')} required error={err('selection')}>
          {selector.data && <ParticipantSelector data={selector.data} value={form.selection} onChange={(v) => set('selection', v)} />}
        </Input.Wrapper>
        <Input.Wrapper label={t('messages.fields.files')} error={uploadError ?? (server.files ? translateMessage(t, server.files) : undefined)}>
          <Stack gap={6}>
            <Group gap={6}>
              {form.files.map((f) => (
                <Badge key={f.file} variant="light" size="lg" tt="none">
                  {f.name}
                </Badge>
              ))}
            </Group>
            <FileButton onChange={(picked) => void attach(picked)} multiple>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} loading={uploading} w="fit-content">
                  {t('messages.attach')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Input.Wrapper>
        <FormActions onCancel={onDone} busy={create.isPending} submitLabel={t('messages.send')} />
      </Stack>
    </form>
  );
}
