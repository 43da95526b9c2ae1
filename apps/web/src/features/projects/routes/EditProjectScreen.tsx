import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { projectKey } from '../api/keys';
import { useSaveProject } from '../api/save-project';
import { useCurrentProject } from '../../../app/project/projectContext';
import { ProjectForm, projectFormValues } from '../components/ProjectForm';

/** `/projecten/{id}/bewerk`: the project form in the shell (projects.update in this project). */
export function EditProjectScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveProject(project.id);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [initial] = useState(() => projectFormValues(project));
  return (
    <ProjectForm
      initial={initial}
      saving={save.isPending}
      submitLabel={t('app.save')}
      serverFields={serverFields}
      onCancel={() => void navigate(`/projecten/${project.id}`)}
      onSave={(body) =>
        save.mutate(body, {
          onSuccess: (saved) => {
            queryClient.setQueryData(projectKey(project.id), saved);
            notifications.show({ color: 'green', message: t('projectForm.updated') });
            void navigate(`/projecten/${project.id}`);
          },
          onError: (error) => {
            setServerFields(error instanceof ApiError ? (error.fields ?? {}) : {});
            if (!(error instanceof ApiError && error.fields)) notifications.show({ color: 'red', message: error.message });
          },
        })
      }
    />
  );
}
