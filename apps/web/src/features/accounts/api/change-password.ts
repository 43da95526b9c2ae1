import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** With the reset link's email and token (signed out), or with the current password (signed in). */
type ChangePasswordRequest =
  | { email: string; token: string; password: string; passwordConfirm: string }
  | { currentPassword: string; password: string; passwordConfirm: string };

/** POST /api/change-password. */
const changePassword = (body: ChangePasswordRequest): Promise<{ message: string }> =>
  apiRequest('/change-password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
