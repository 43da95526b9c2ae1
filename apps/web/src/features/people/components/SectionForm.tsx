import type { ProfileSaveAnswer } from '@coulisse/shared/schemas/people/profile';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { translateMessage } from '../../../lib/i18n';
import { FormActions } from '../../../components/ui/FormActions';

interface Props<TValues extends FieldValues, TBody> {
  form: UseFormReturn<TValues, unknown, TBody>;
  save: UseMutationResult<ProfileSaveAnswer, Error, TBody>;
  /** Back to the view: after a successful save, or on cancel. */
  onDone: () => void;
  children: ReactNode;
}

/**
 * The edit mode of a profile section: the shared schema checks each field on blur (spec 1 §5),
 * fields are disabled while saving, and a refusal keeps the form open with the server's message,
 * on its field when it names one.
 */
export function SectionForm<TValues extends FieldValues, TBody>({ form, save, onDone, children }: Props<TValues, TBody>) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(
    (body) => {
      setProblem(null);
      save.mutate(body, {
        onSuccess: onDone,
        onError: (error) => {
          const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
          const known = fields.filter(([name]) => name in form.getValues());
          for (const [name, message] of known) form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: true });
          if (known.length === 0 || known.length < fields.length) setProblem(describeError(t, error));
        },
      });
    },
    () => setProblem(t('validation.formInvalid')),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <fieldset disabled={save.isPending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack gap="sm">{children}</Stack>
          </fieldset>
          {problem && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {translateMessage(t, problem)}
            </Alert>
          )}
          <FormActions onCancel={onDone} busy={save.isPending} />
        </Stack>
      </form>
    </FormProvider>
  );
}
