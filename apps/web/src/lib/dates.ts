import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Dates travel as YYYY-MM-DD and are shown as DD/MM/YYYY (spec 1 §5). */
const DISPLAY_DATE = 'DD/MM/YYYY';
const DISPLAY_DATE_TIME = 'DD/MM/YYYY HH:mm';

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value, 'YYYY-MM-DD', true);
  return d.isValid() ? d.format(DISPLAY_DATE) : value;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DISPLAY_DATE_TIME) : value;
}

/** `31/12/1990` → `1990-12-31`; null when the text is not a real calendar date. */
export function parseDisplayDate(text: string): string | null {
  const d = dayjs(text.trim(), DISPLAY_DATE, true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/** The day of a moment (an ISO timestamp), in the browser's time zone, as DD/MM/YYYY. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DISPLAY_DATE) : value;
}
