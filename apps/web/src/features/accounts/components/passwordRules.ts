import { isEmailLike } from '@coulisse/shared/rules/account';
import { PASSWORD_MIN } from '@coulisse/shared/rules/constants';

/** Forgot password (spec 1 §2): confirm is enabled once the email has ≥ 6 characters, an @ and a dot. */
export const forgotPasswordReady = (email: string): boolean => isEmailLike(email);

/** New password (spec 1 §2): both filled, equal and at least 6 characters. */
export const newPasswordReady = (password: string, confirmation: string): boolean =>
  password.length >= PASSWORD_MIN && password === confirmation;
