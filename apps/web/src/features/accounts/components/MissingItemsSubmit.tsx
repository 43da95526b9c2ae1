import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Props<V extends FieldValues> {
  /** Catalogue keys of the labels of the required items still empty in these values. */
  missingItems(values: Partial<V>): string[];
  /** The id of the missing-items line, which the button points to. */
  id: string;
  label: string;
  submitting: boolean;
}

/**
 * The submit button of sign-up and create profile. Only this part follows every keystroke:
 * it lists the missing items ("Gelieve de ontbrekende velden in te vullen (…)") and guards the button.
 */
export function MissingItemsSubmit<V extends FieldValues>({ missingItems, id, label, submitting }: Props<V>) {
  const { t } = useTranslation();
  const missing = missingItems(useWatch<V>() as Partial<V>);
  return (
    <Stack gap="xs">
      {missing.length > 0 && (
        <Text size="sm" c="orange.9" id={id} aria-live="polite">
          {t('validation.missingFields', { list: missing.map((key) => t(key)).join(', ') })}
        </Text>
      )}
      <Button type="submit" size="md" disabled={missing.length > 0} loading={submitting} aria-describedby={missing.length ? id : undefined}>
        {label}
      </Button>
    </Stack>
  );
}

/** Puts the server's per-field messages of the last answer on their fields, focusing the first. */
export function useServerFieldErrors<V extends FieldValues, B>(form: UseFormReturn<V, unknown, B>, serverFields: Record<string, string>) {
  useEffect(() => {
    for (const [field, message] of Object.entries(serverFields)) form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: true });
  }, [serverFields, form]);
}
