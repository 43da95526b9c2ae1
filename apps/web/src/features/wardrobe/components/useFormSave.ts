import { notifications } from '@mantine/notifications';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';

/**
 * What a stock form does with a refused save: the server's field messages go under their fields
 * (those the form has), anything else becomes a red notification.
 */
export function useSaveErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const { t } = useTranslation();
  return (error: unknown) => {
    const own = error instanceof ApiError ? Object.entries(error.fields).filter(([field]) => fields.includes(field)) : [];
    own.forEach(([field, message], i) => setError(field as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }));
    if (!own.length) notifications.show({ color: 'red', message: describeError(t, error) });
  };
}
