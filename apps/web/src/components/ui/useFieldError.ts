import { useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';

/**
 * The translated message of a field: shared rules send catalogue keys, the server Dutch text.
 * Subscribes to errors only, so typing does not re-render every section of a long form.
 */
export function useFieldError<T extends FieldValues>(): (name: Path<T> & keyof T) => string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState<T>();
  return (name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? translateMessage(t, message) : undefined;
  };
}
