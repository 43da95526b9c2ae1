import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconFileImport, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useDeleteProject } from '../api/delete-project';
import type { ProjectDto } from '../api/get-project';
import { SchemeImportDialog, schemeImportTabs } from '../../casting/components/SchemeImportDialog';
import { CopyProjectDialog } from './CopyProjectDialog';

/**
 * Toolbar actions that open a dialog instead of a page: duplicate (projects.create, and reading this
 * project), delete (projects.delete in this project) and the role scheme import/export (tabs by right, spec 2 §6).
 */
export function ProjectExtraActions({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const [copying, setCopying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [scheme, setScheme] = useState(false);
  const mayScheme = Object.values(schemeImportTabs(project.flags)).some(Boolean);
  const mayCopy = user?.flags.canCreateProjects === true && project.flags.canReadProjects === true;
  const mayDelete = project.flags.canDeleteProjects === true;
  return (
    <>
      {mayCopy && (
        <Button variant="light" size="sm" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setCopying(true)}>
          {t('projects.nav.copy')}
        </Button>
      )}
      {mayScheme && (
        <Button variant="light" size="sm" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setScheme(true)}>
          {t('casting.schemeImport.action')}
        </Button>
      )}
      {mayDelete && (
        <Button variant="light" color="red" size="sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
          {t('projects.nav.delete')}
        </Button>
      )}
      {scheme && <SchemeImportDialog projectId={project.id} flags={project.flags} opened={scheme} onClose={() => setScheme(false)} />}
      {copying && <CopyProjectDialog project={project} opened={copying} onClose={() => setCopying(false)} />}
      <ConfirmDialog
        opened={deleting}
        title={t('projects.confirmDeleteTitle')}
        message={t('projects.confirmDelete', { name: project.name })}
        confirmLabel={t('app.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(project.id, {
            onSuccess: () => {
              setDeleting(false);
              notifications.show({ color: 'green', message: t('projectForm.deleted') });
              void navigate('/projecten');
            },
          })
        }
      />
    </>
  );
}
