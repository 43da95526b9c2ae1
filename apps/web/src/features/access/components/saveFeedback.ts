import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { requestErrors } from '../../../lib/requestErrors';

/**
 * A refused save: field messages go to their fields; anything else (a conflict, the server
 * unreachable) to the red banner of spec 1 §8.
 */
export function showSaveError(t: TFunction, error: unknown, setFields: (fields: Record<string, string>) => void): void {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
  else requestErrors.report(describeError(t, error));
}
