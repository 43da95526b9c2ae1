import { todayInBrussels } from '@coulisse/shared/rules/account';
import { isProjectActive } from '@coulisse/shared/rules/projectState';
import { COPY_PARTS, type CopyPart } from '@coulisse/shared/schemas/projects';
import { Alert, Button, Checkbox, Group, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useLiveEvent } from '../../../lib/liveEvents';
import { useCopyProject } from '../api/copy-project';
import type { ProjectDto } from '../../../app/project/api/get-project';
import { ProjectForm, projectFormValues, type ProjectFormValues } from './ProjectForm';

/** spec 1 §9: the success message follows the progress after 1 s. */
const COPY_SUCCESS_DELAY_MS = 1000;

const newUuid = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

interface Props {
  project: ProjectDto;
  opened: boolean;
  onClose: () => void;
}

/**
 * Duplicate a project (spec 1 §3 §4, spec 2 §4 "Project copy"): choose the parts and the new
 * project's data, then a progress bar fed by `PROJECT_COPY_PROGRESS` events of this copy (its
 * uuid), then 'Project succesvol gedupliceerd' after 1 s. 'warning.project.inactive' shows while
 * the dates would make the new project inactive.
 */
export function CopyProjectDialog({ project, opened, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyProject(project.id);
  const mobile = useMediaQuery('(max-width: 959px)', false, { getInitialValueInEffect: false });
  const mayCopyRoles = project.flags.canManageProjectRights === true;
  const [parts, setParts] = useState<Record<CopyPart, boolean>>(
    () => Object.fromEntries(COPY_PARTS.map((p) => [p, p !== 'accessRoles' || mayCopyRoles])) as Record<CopyPart, boolean>,
  );
  const [uuid, setUuid] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [done, setDone] = useState<number | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const initial = useMemo(() => projectFormValues({ ...project, name: `${project.name}${t('projectCopy.copySuffix')}` }), [project, t]);
  const [inactive, setInactive] = useState(() => !isProjectActive(initial, todayInBrussels()));
  const onDatesChange = useCallback((values: ProjectFormValues) => setInactive(!isProjectActive(values, todayInBrussels())), []);

  useLiveEvent('PROJECT_COPY_PROGRESS', (event) => {
    if (uuid && event.uuid === uuid) setProgress((current) => Math.max(current, event.progress));
  });

  useEffect(() => {
    if (done === null || progress < 100) return;
    const timer = setTimeout(() => notifications.show({ color: 'green', message: t('projectCopy.done') }), COPY_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, progress, t]);

  const close = () => {
    if (copy.isPending) return;
    setUuid(null);
    setProgress(0);
    setDone(null);
    setServerFields({});
    onClose();
  };

  const running = uuid !== null;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('projectCopy.title', { name: project.name })}
      size={running ? 900 : 1100}
      fullScreen={mobile && !running}
      closeOnClickOutside={!copy.isPending}
    >
      {running ? (
        <Stack gap="md" py="md">
          <Text>{done !== null && progress >= 100 ? t('projectCopy.done') : t('projectCopy.progress')}</Text>
          <Progress value={progress} size="xl" radius="xl" aria-label={t('projectCopy.progressLabel')} animated={progress < 100} />
          <Text ta="right" fw={600} aria-live="polite">
            {progress}%
          </Text>
          {done !== null && progress >= 100 && (
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('app.close')}
              </Button>
              <Button
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                onClick={() => {
                  close();
                  void navigate(`/projecten/${done}/overzicht`);
                }}
              >
                {t('projectCopy.open')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <ProjectForm
          initial={initial}
          saving={copy.isPending}
          submitLabel={t('projectCopy.start')}
          serverFields={serverFields}
          onCancel={close}
          onDatesChange={onDatesChange}
          onSave={(body) => {
            const id = newUuid();
            setUuid(id);
            setProgress(0);
            copy.mutate(
              { parts, project: body, uuid: id },
              {
                onSuccess: (answer) => {
                  setProgress(100);
                  setDone(answer.data.id);
                },
                onError: (error) => {
                  setUuid(null);
                  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
                  setServerFields(fields);
                  if (!Object.keys(fields).length) notifications.show({ color: 'red', message: error.message });
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            {inactive && (
              <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
                {t('warning.project.inactive')}
              </Alert>
            )}
            <Text fw={600}>{t('projectCopy.parts')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              {COPY_PARTS.map((part) => (
                <Checkbox
                  key={part}
                  label={t(`projectCopy.part.${part}`)}
                  checked={parts[part]}
                  disabled={part === 'accessRoles' && !mayCopyRoles}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setParts((current) => ({ ...current, [part]: checked }));
                  }}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </ProjectForm>
      )}
    </Modal>
  );
}
