import { projectBody, type ProjectBody, type ProjectDto } from '@coulisse/shared/schemas/projects';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { useFieldError } from '../../../components/ui/useFieldError';
import { formResolver } from '../../../lib/formResolver';

export type ProjectFormValues = {
  name: string;
  title: string;
  subtitle: string;
  openFrom: string;
  closedFrom: string;
  closedOffStage: string;
  projectClosed: string;
  rolesOpen: string;
  rolesClosed: string;
  editRegistrationClosed: string;
  deleteRegistrationClosed: string;
  auditionsEnabled: boolean;
  auditionHint: string;
  extended: boolean;
};

const DATE_FIELDS = [
  'openFrom',
  'closedFrom',
  'closedOffStage',
  'projectClosed',
  'editRegistrationClosed',
  'deleteRegistrationClosed',
  'rolesOpen',
  'rolesClosed',
] as const;
const REQUIRED_DATES = new Set<string>(['openFrom', 'closedFrom', 'closedOffStage', 'projectClosed']);

/** The form values of a project (empty strings for empty fields), or of a new one. */
export function projectFormValues(project?: Partial<ProjectDto>): ProjectFormValues {
  return {
    name: project?.name ?? '',
    title: project?.title ?? '',
    subtitle: project?.subtitle ?? '',
    openFrom: project?.openFrom ?? '',
    closedFrom: project?.closedFrom ?? '',
    closedOffStage: project?.closedOffStage ?? '',
    projectClosed: project?.projectClosed ?? '',
    rolesOpen: project?.rolesOpen ?? '',
    rolesClosed: project?.rolesClosed ?? '',
    editRegistrationClosed: project?.editRegistrationClosed ?? '',
    deleteRegistrationClosed: project?.deleteRegistrationClosed ?? '',
    auditionsEnabled: project?.auditionsEnabled ?? false,
    auditionHint: project?.auditionHint ?? '',
    extended: project?.extended ?? false,
  };
}

// The form holds '' for empty text; the shared schema reads '' as "not set" for the optional fields.
const resolver = formResolver(projectBody as unknown as Parameters<typeof formResolver>[0]);

interface Props {
  initial: ProjectFormValues;
  saving: boolean;
  submitLabel: string;
  /** Field messages of a refused save (Dutch texts or catalogue keys), by field name. */
  serverFields: Record<string, string>;
  onSave: (body: ProjectBody) => void;
  onCancel?: () => void;
  /** Rendered above the buttons (the copy dialog's parts). */
  children?: ReactNode;
  /** Told about every change of the dates, e.g. for the copy dialog's inactive warning. */
  onDatesChange?: (values: ProjectFormValues) => void;
}

/**
 * The project form (spec 1 §5): name 3–255, the four required dates, the optional close and role
 * dates, the audition hint 10–255 shown only while auditions are on, and the procession flag.
 * Checked with the server's own schema on blur.
 */
export function ProjectForm({ initial, saving, submitLabel, serverFields, onSave, onCancel, children, onDatesChange }: Props) {
  const { t } = useTranslation();
  const form = useForm<ProjectFormValues>({ resolver: resolver as never, mode: 'onBlur', defaultValues: initial });
  const { register, control, handleSubmit, setError } = form;
  const auditions = useWatch({ control, name: 'auditionsEnabled' });
  const watched = useWatch({ control });

  useEffect(() => {
    onDatesChange?.({ ...initial, ...watched });
  }, [watched, initial, onDatesChange]);

  useEffect(() => {
    for (const [field, message] of Object.entries(serverFields)) {
      const name = field.replace(/^project\./, '') as Path<ProjectFormValues>;
      if (name in initial) setError(name, { type: 'server', message }, { shouldFocus: true });
    }
  }, [serverFields, setError, initial]);

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit((values) => onSave(values as unknown as ProjectBody))} noValidate>
        <Stack gap="lg">
          <Section title={t('projectForm.general')}>
            <Fields>
              <Text name="name" label={t('projectForm.name')} required disabled={saving} register={register} />
              <Text name="title" label={t('projectForm.title')} disabled={saving} register={register} />
              <Text name="subtitle" label={t('projectForm.subtitle')} disabled={saving} register={register} />
            </Fields>
            <Controller
              control={control}
              name="extended"
              render={({ field }) => (
                <Switch
                  label={t('projectForm.extended')}
                  description={t('projectForm.extendedHelp')}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  disabled={saving}
                />
              )}
            />
          </Section>
          <Section title={t('projectForm.registration')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {DATE_FIELDS.filter((f) => !f.startsWith('roles')).map((name) => (
                <DateInput key={name} name={name} required={REQUIRED_DATES.has(name)} disabled={saving} />
              ))}
            </SimpleGrid>
          </Section>
          <Section title={t('projectForm.roles')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DateInput name="rolesOpen" disabled={saving} />
              <DateInput name="rolesClosed" disabled={saving} />
            </SimpleGrid>
            <Controller
              control={control}
              name="auditionsEnabled"
              render={({ field }) => (
                <Switch
                  label={t('projectForm.auditionsEnabled')}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  disabled={saving}
                />
              )}
            />
            {auditions && <HintField disabled={saving} />}
          </Section>
          {children}
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={saving}>
                {t('app.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const Fields = ({ children }: { children: ReactNode }) => (
  <Stack gap="md" maw={640}>
    {children}
  </Stack>
);

function Text({
  name,
  label,
  required,
  disabled,
  register,
}: {
  name: 'name' | 'title' | 'subtitle';
  label: string;
  required?: boolean;
  disabled: boolean;
  register: ReturnType<typeof useForm<ProjectFormValues>>['register'];
}) {
  const error = useFieldError<ProjectFormValues>();
  return <TextInput label={label} required={required} disabled={disabled} error={error(name)} {...register(name)} />;
}

function DateInput({ name, required = false, disabled }: { name: (typeof DATE_FIELDS)[number]; required?: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const error = useFieldError<ProjectFormValues>();
  return (
    <Controller<ProjectFormValues, typeof name>
      name={name}
      render={({ field }) => (
        <DateField
          label={t(`projectForm.${name}`)}
          placeholder={t('register.dateFormat')}
          description={required ? undefined : t('projectForm.optionalDate')}
          required={required}
          disabled={disabled}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error(name)}
        />
      )}
    />
  );
}

function HintField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const error = useFieldError<ProjectFormValues>();
  return (
    <Controller<ProjectFormValues, 'auditionHint'>
      name="auditionHint"
      render={({ field }) => (
        <Textarea
          label={t('projectForm.auditionHint')}
          description={t('projectForm.auditionHintHelp')}
          required
          autosize
          minRows={2}
          disabled={disabled}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error('auditionHint')}
        />
      )}
    />
  );
}
