import type { MailTemplateDto } from '@coulisse/shared/schemas/communication';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useDeleteMailTemplate } from '../api/delete-mail-template';
import { useMailTemplates } from '../api/get-mail-templates';
import { TemplateDialog } from '../components/TemplateDialog';

function TemplateCard({ template, onEdit, onDelete }: { template: MailTemplateDto; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('bulkMail.subject')}: {template.subject}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('bulkMail.updatedAt')}: {formatDateTime(template.updatedAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="light" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} aria-label={`${t('bulkMail.editTemplate')}: ${template.name}`}>
            {t('app.edit')}
          </Button>
          <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete} aria-label={`${t('bulkMail.deleteTemplate')}: ${template.name}`}>
            {t('app.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * `/mail-sjablonen` (level 1, issue 13): the templates a mail can start from, each a subject and
 * an HTML text with placeholders. The server sanitises and checks them; the mail screen of
 * `/medewerkers/mail` offers them.
 */
export function MailTemplatesScreen() {
  const { t } = useTranslation();
  usePageTitle(t('bulkMail.templates'));
  const templates = useMailTemplates();
  const remove = useDeleteMailTemplate();
  const [editing, setEditing] = useState<MailTemplateDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MailTemplateDto | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('success.deleted', { resource: t('bulkMail.templateResource') }) });
        setDeleting(null);
      },
    });

  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('bulkMail.templates')}</Title>
          <Text c="dimmed">{t('bulkMail.templatesIntro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('bulkMail.newTemplate')}
        </Button>
      </Group>
      {templates.isPending && <Loader aria-label={t('app.loading')} />}
      {templates.isError && (
        <Alert color="red" role="alert">
          {templates.error.message}
        </Alert>
      )}
      {templates.data?.total === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs" align="center">
            <Text>{t('empty.resource', { resource: t('bulkMail.templatesResource') })}</Text>
            <Text c="dimmed" fz="sm">
              {t('bulkMail.templatesEmptyHint')}
            </Text>
          </Stack>
        </Paper>
      )}
      {!!templates.data?.total && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('bulkMail.templates')}>
          {templates.data.data.map((template) => (
            <TemplateCard key={template.id} template={template} onEdit={() => setEditing(template)} onDelete={() => setDeleting(template)} />
          ))}
        </Stack>
      )}
      {editing && <TemplateDialog key={editing === 'new' ? 'new' : editing.id} template={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('bulkMail.deleteTemplate')}
        message={t('bulkMail.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('app.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
