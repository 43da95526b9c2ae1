import { projectSettingsBody, type ProjectSettingsBody } from '@coulisse/shared/schemas/projects';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useProjectSettings } from '../api/get-project-settings';
import { useSaveProjectSettings } from '../api/save-project-settings';

type Values = { replyTo: string; dietEnabled: boolean; messageMail: boolean };

/** Tab algemeen: replyTo (required, 3–255) and whether the registration form asks for a diet. */
export function GeneralSettingsTab({ projectId }: { projectId: number }) {
  const settings = useProjectSettings(projectId);
  if (!settings.data) return <Skeleton h={160} radius="lg" />;
  return <GeneralSettingsForm projectId={projectId} initial={{ replyTo: settings.data.replyTo ?? '', dietEnabled: settings.data.dietEnabled, messageMail: settings.data.messageMail }} />;
}

function GeneralSettingsForm({ projectId, initial }: { projectId: number; initial: Values }) {
  const { t } = useTranslation();
  const save = useSaveProjectSettings(projectId);
  const { register, control, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(projectSettingsBody) as never,
    mode: 'onBlur',
    defaultValues: initial,
  });
  useEffect(() => {
    if (save.error instanceof ApiError && save.error.fields?.replyTo) setError('replyTo', { type: 'server', message: save.error.fields.replyTo });
  }, [save.error, setError]);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          save.mutate(values as ProjectSettingsBody, {
            onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
            onError: (error) => !(error instanceof ApiError && error.fields) && notifications.show({ color: 'red', message: error.message }),
          }),
        )}
      >
        <Stack gap="md" maw={640}>
          <TextInput
            label={t('projectSettings.replyTo')}
            description={t('projectSettings.replyToHelp')}
            type="email"
            required
            disabled={save.isPending}
            error={translateMessage(t, formState.errors.replyTo?.message) || undefined}
            {...register('replyTo')}
          />
          <Controller
            control={control}
            name="dietEnabled"
            render={({ field }) => (
              <Switch
                label={t('projectSettings.dietEnabled')}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                disabled={save.isPending}
              />
            )}
          />
          <Controller
            control={control}
            name="messageMail"
            render={({ field }) => (
              <Switch label={t('messages.settingMail')} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} disabled={save.isPending} />
            )}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('app.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
