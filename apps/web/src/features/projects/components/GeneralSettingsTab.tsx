import { projectSettingsBody, type ProjectSettingsBody } from '@coulisse/shared/schemas/projects';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { REMINDER_HOURS } from '@coulisse/shared/rules/reminders';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useProjectSettings } from '../api/get-project-settings';
import { useSaveProjectSettings } from '../api/save-project-settings';

type Values = { replyTo: string; dietEnabled: boolean; reminderHours: number };

/**
 * Tab algemeen: replyTo (required, 3–255), whether the registration form asks for a diet, and how
 * many hours before a rehearsal with mail its reminder goes out (1–336).
 */
export function GeneralSettingsTab({ projectId }: { projectId: number }) {
  const settings = useProjectSettings(projectId);
  if (!settings.data) return <Skeleton h={160} radius="lg" />;
  return <GeneralSettingsForm projectId={projectId} initial={{ replyTo: settings.data.replyTo ?? '', dietEnabled: settings.data.dietEnabled, reminderHours: settings.data.reminderHours }} />;
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
    if (!(save.error instanceof ApiError)) return;
    for (const field of ['replyTo', 'reminderHours'] as const) {
      const message = save.error.fields?.[field];
      if (message) setError(field, { type: 'server', message });
    }
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
            name="reminderHours"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('reminders.settings.reminderHours')}
                description={t('reminders.settings.reminderHoursHelp')}
                min={REMINDER_HOURS.min}
                max={REMINDER_HOURS.max}
                allowDecimal={false}
                allowNegative={false}
                // Not clamped: a value out of bounds keeps its message instead of silently becoming 336.
                clampBehavior="none"
                required
                maw={320}
                value={field.value}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                onBlur={field.onBlur}
                disabled={save.isPending}
                error={translateMessage(t, fieldState.error?.message) || undefined}
              />
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
