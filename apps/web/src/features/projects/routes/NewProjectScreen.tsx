import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSaveProject } from '../api/save-project';
import { ProjectForm, projectFormValues } from '../components/ProjectForm';

/** `/projecten/nieuw`: a new project (projects.create); afterwards its overview. */
export function NewProjectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProject(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [initial] = useState(() => projectFormValues());
  usePageTitle(t('projectForm.newTitle'));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('projectForm.newTitle')}
      </Title>
      <ProjectForm
        initial={initial}
        saving={save.isPending}
        submitLabel={t('app.save')}
        serverFields={serverFields}
        onCancel={() => void navigate('/projecten')}
        onSave={(body) =>
          save.mutate(body, {
            onSuccess: (project) => {
              notifications.show({ color: 'green', message: t('projectForm.created') });
              void navigate(`/projecten/${project.id}`);
            },
            onError: (error) => {
              setServerFields(error instanceof ApiError ? (error.fields ?? {}) : {});
              if (!(error instanceof ApiError && error.fields)) notifications.show({ color: 'red', message: error.message });
            },
          })
        }
      />
    </Stack>
  );
}
