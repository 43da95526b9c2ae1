import type { ProjectDto } from '@coulisse/shared/schemas/projects';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useDeleteProject } from '../api/delete-project';
import { CopyProjectDialog } from './CopyProjectDialog';

/** Toolbar tool of the project page: duplicate (projects.create, and reading this project). */
export function CopyProjectTool({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [copying, setCopying] = useState(false);
  if (user?.flags.canCreateProjects !== true || project.flags.canReadProjects !== true) return null;
  return (
    <>
      <Button variant="light" size="sm" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setCopying(true)}>
        {t('projects.nav.copy')}
      </Button>
      {copying && <CopyProjectDialog project={project} opened={copying} onClose={() => setCopying(false)} />}
    </>
  );
}

/** Toolbar tool of the project page: delete (projects.delete in this project), after asking. */
export function DeleteProjectTool({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState(false);
  if (project.flags.canDeleteProjects !== true) return null;
  return (
    <>
      <Button variant="light" color="red" size="sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
        {t('projects.nav.delete')}
      </Button>
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
