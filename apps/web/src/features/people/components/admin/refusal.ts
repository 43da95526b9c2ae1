import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api';
import { describeError } from '../../../../lib/errors';

/**
 * The text of a refused admin action. The server's own message says why (someone with more
 * rights, the last administrator, yourself), which the generic text for its code would hide;
 * anything else (network, server error) gets the usual text.
 */
export function refusal(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return describeError(t, error);
}
