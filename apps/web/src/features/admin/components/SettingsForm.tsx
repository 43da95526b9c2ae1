import { settingsBody, type SettingsBody } from '@coulisse/shared/schemas/settings';
import { Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../../lib/i18n';
import { formResolver } from '../../../lib/formResolver';

type SettingsValues = z.input<typeof settingsBody>;

/** NumberInput hands over a string while the text is not a plain number yet ("2,50", "3,"). */
function amount(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : undefined;
}

interface Props {
  settings: SettingsBody;
  readOnly: boolean;
  saving: boolean;
  onSave(values: SettingsBody): void;
  serverFields: Record<string, string>;
}

/** Title, description and fine, all required (spec 3 §5 "Settings"). */
export function SettingsForm({ settings, readOnly, saving, onSave, serverFields }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState, reset, setError } = useForm<SettingsValues, unknown, SettingsBody>({
    resolver: formResolver(settingsBody),
    mode: 'onBlur',
    values: settings,
  });
  const error = (name: keyof SettingsValues) => translateMessage(t, formState.errors[name]?.message) || undefined;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverFields)) setError(field as Path<SettingsValues>, { type: 'server', message });
  }, [serverFields, setError]);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <Stack gap="md">
        <TextInput label={t('settings.siteTitle')} required readOnly={readOnly} disabled={saving} error={error('title')} {...register('title')} />
        <Textarea label={t('settings.description')} required readOnly={readOnly} disabled={saving} autosize minRows={3} maxRows={10} error={error('description')} {...register('description')} />
        <Controller
          control={control}
          name="fine"
          render={({ field }) => (
            <NumberInput
              label={t('settings.fine')}
              required
              readOnly={readOnly}
              disabled={saving}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator=","
              prefix="€ "
              hideControls={readOnly}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(amount(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={error('fine')}
              maw={240}
            />
          )}
        />
        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => reset(settings)} disabled={saving || !formState.isDirty}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('app.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
