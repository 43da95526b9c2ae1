import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';

/** The translated message of a field: shared rules send catalogue keys, the server Dutch text. */
export function useFieldError<T extends FieldValues>(): (name: Path<T>) => string | undefined {
  const { t } = useTranslation();
  const { formState, getFieldState } = useFormContext<T>();
  return (name) => {
    const message = getFieldState(name, formState).error?.message;
    return message ? translateMessage(t, message) : undefined;
  };
}
