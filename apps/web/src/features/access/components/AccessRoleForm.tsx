import { rightsToDto, type RightsSet } from '@coulisse/shared/access/rights';
import { accessRoleBody, type AccessRoleBody } from '@coulisse/shared/schemas/access';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { translateMessage } from '../../../lib/i18n';
import type { MatrixArea } from './matrixRules';
import { RightsMatrix } from './RightsMatrix';
import { formResolver } from '../../../lib/formResolver';

/** Name and description with the shared rules of spec 3 §5; the matrix is kept consistent by toggleRight. */
const accessRoleForm = z.object({ name: accessRoleBody.shape.name, description: accessRoleBody.shape.description, rights: z.custom<RightsSet>() });
type AccessRoleValues = z.input<typeof accessRoleForm>;
type AccessRoleOutput = z.output<typeof accessRoleForm>;

interface Props {
  initial: AccessRoleValues;
  areas: readonly MatrixArea[];
  saving: boolean;
  /** Field messages of a refused save (catalogue keys or Dutch texts). */
  serverFields: Record<string, string>;
  onSave: (body: AccessRoleBody) => void;
}

export function AccessRoleForm({ initial, areas, saving, serverFields, onSave }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState, setError } = useForm<AccessRoleValues, unknown, AccessRoleOutput>({
    resolver: formResolver(accessRoleForm),
    mode: 'onBlur',
    defaultValues: initial,
  });
  // Messages appear on blur (spec 1 §5), but the save button follows every keystroke: RHF's
  // isValid waits for the blur, which comes too late for the click that causes it.
  const [typedName, typedDescription] = useWatch({ control, name: ['name', 'description'] });
  const complete = accessRoleForm.pick({ name: true, description: true }).safeParse({ name: typedName, description: typedDescription }).success;
  const error = (name: 'name' | 'description') => translateMessage(t, formState.errors[name]?.message) || undefined;
  const otherServerErrors = Object.entries(serverFields).filter(([field]) => field !== 'name' && field !== 'description');

  useEffect(() => {
    for (const field of ['name', 'description'] as const) {
      const message = serverFields[field];
      if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  }, [serverFields, setError]);

  const save = (values: AccessRoleOutput) => onSave({ name: values.name, description: values.description, rights: rightsToDto(values.rights) });

  return (
    <form onSubmit={handleSubmit(save)} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md" maw={640}>
            <TextInput label={t('accessRoles.name')} required disabled={saving} error={error('name')} {...register('name')} />
            <Textarea label={t('accessRoles.description')} required disabled={saving} autosize minRows={2} maxRows={6} error={error('description')} {...register('description')} />
          </Stack>
        </Paper>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('accessRoles.rights')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('accessRoles.rightsHint')}
          </Text>
          {otherServerErrors.length > 0 && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {otherServerErrors.map(([field, message]) => (
                <div key={field}>{translateMessage(t, message)}</div>
              ))}
            </Alert>
          )}
          <Controller control={control} name="rights" render={({ field }) => <RightsMatrix areas={areas} value={field.value} onChange={field.onChange} disabled={saving} />} />
        </Stack>
        {/* The matrix is long: save and cancel stay in reach at the bottom of the screen. */}
        <Paper withBorder shadow="sm" radius="md" p="sm" style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 3 }}>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/toegangsrollen" variant="default">
              {t('app.cancel')}
            </Button>
            <Button type="submit" disabled={!complete || saving} loading={saving}>
              {t('app.save')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
