import { TextInput, type TextInputProps } from '@mantine/core';
import { formatDate, parseDisplayDate } from '../../lib/dates';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** YYYY-MM-DD once the text is a real date, otherwise the text as typed. */
  value: string | undefined;
  onChange(value: string): void;
}

/**
 * A date typed as DD/MM/YYYY (spec 1 §5). The form holds YYYY-MM-DD as soon as the text is a
 * real date, so the shared rules see what the server will see; until then it holds the text,
 * which the rules reject as an invalid date.
 */
export function DateField({ value, onChange, ...props }: Props) {
  const text = value && ISO_DATE.test(value) ? formatDate(value) : (value ?? '');
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(parseDisplayDate(typed) ?? typed);
      }}
    />
  );
}
