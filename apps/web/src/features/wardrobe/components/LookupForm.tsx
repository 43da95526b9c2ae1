import { clothingSizeBody, colorBody, fabricBody, patternBody, rackBody } from '@coulisse/shared/schemas/wardrobe/stock';
import { NumberInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { translateMessage } from '../../../lib/i18n';
import { useSaveLookup } from '../api/save-lookup';
import { lookupValue, type LookupKind, type LookupRow } from './lookupKinds';
import { formResolver } from '../../../lib/formResolver';
import { FormActions } from '../../../components/ui/FormActions';

// The shared field rules of spec 3 §5: the same schemas the server checks.
const VALUE_RULE = {
  racks: rackBody.shape.description,
  fabrics: fabricBody.shape.type,
  patterns: patternBody.shape.name,
  colors: colorBody.shape.name,
  sizes: clothingSizeBody.shape.size,
};

const formFor = (kind: LookupKind) => z.object({ id: kind.key === 'racks' ? rackBody.shape.id : z.number().nullable(), value: VALUE_RULE[kind.key] });
type Values = { id: number | null; value: string };

interface Props {
  kind: LookupKind;
  /** The row to edit; null creates one. */
  initial: LookupRow | null;
  onSaved: (row: LookupRow) => void;
  onCancel: () => void;
}

/** The form of every stock lookup: the rack's number and description, or the one text field. */
export function LookupForm({ kind, initial, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState, reset, setError } = useForm<Values>({
    resolver: formResolver(formFor(kind)) as never,
    mode: 'onBlur',
    defaultValues: { id: initial?.id ?? null, value: initial ? lookupValue(kind, initial) : '' },
  });
  useEffect(() => reset({ id: initial?.id ?? null, value: initial ? lookupValue(kind, initial) : '' }), [initial, kind, reset]);

  const save = useSaveLookup(kind.apiPath, initial ? initial.id : null);
  const error = (name: keyof Values) => translateMessage(t, formState.errors[name]?.message) || undefined;
  const label = t(`stock.${kind.key}.field`);

  const submit = (values: Values) =>
    save.mutate(kind.key === 'racks' ? { id: values.id, description: values.value } : { [kind.field]: values.value }, {
      onSuccess: (row) => {
        const message = initial ? t(kind.updated, { id: row.id }) : t(kind.created, { [kind.createdParam]: kind.createdParam === 'id' ? row.id : lookupValue(kind, row) });
        notifications.show({ color: 'green', message });
        onSaved(row);
      },
      onError: (e) => {
        const fields = e instanceof ApiError ? Object.entries(e.fields) : [];
        for (const [field, message] of fields) setError(field === 'id' ? 'id' : 'value', { type: 'server', message }, { shouldFocus: true });
        if (!fields.length) notifications.show({ color: 'red', message: describeError(t, e) });
      },
    });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <Stack gap="md" maw={520}>
        {kind.key === 'racks' && (
          <Controller
            control={control}
            name="id"
            render={({ field }) => (
              <NumberInput
                label={t('stock.racks.number')}
                required
                min={1}
                allowDecimal={false}
                allowNegative={false}
                disabled={save.isPending}
                error={error('id')}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
        )}
        <TextInput label={label} required disabled={save.isPending} error={error('value')} data-autofocus {...register('value')} />
        <FormActions onCancel={onCancel} busy={save.isPending} />
      </Stack>
    </form>
  );
}
