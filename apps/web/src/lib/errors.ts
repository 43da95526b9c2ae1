import type { TFunction } from 'i18next';
import { ApiError } from './api';

/** Codes whose text does not depend on the request, so the reader's language can be used. */
const CODE_KEYS: Record<string, string> = {
  invalid_credentials: 'errors.invalidCredentials',
  email_not_confirmed: 'errors.emailNotConfirmed',
  rate_limited: 'errors.tooManyAttempts',
  token_invalid: 'errors.tokenInvalid',
  forbidden: 'errors.forbidden',
  unauthenticated: 'errors.unauthenticated',
  conflict: 'errors.conflict',
  internal: 'errors.generic',
  network: 'errors.generic',
};

/** The text for a failure (spec 1 §8): the server's message, else the generic text. */
export function describeError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = CODE_KEYS[error.code];
    return key ? t(key) : error.message;
  }
  return t('errors.generic');
}
