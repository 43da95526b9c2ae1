import type { CertificateAnswer } from '@coulisse/shared/schemas/userAdmin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '../../../lib/api';
import { sessionToken } from '../../../lib/session';
import { certificateKey } from './keys';

/**
 * POST /api/upload/certificate?userId=…, multipart with the `file`. The person is in the query,
 * where the route's access rule reads it. apiRequest sends JSON, so this call builds its own
 * request with the same bearer token and error shape.
 */
async function uploadCertificate({ userId, file }: { userId: number; file: File }): Promise<CertificateAnswer> {
  const form = new FormData();
  form.append('file', file);
  const token = sessionToken.get();
  let response: Response;
  try {
    response = await fetch(`/api/upload/certificate?userId=${userId}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(GENERIC_ERROR, 0, 'network');
  }
  const body = (await response.json().catch(() => ({}))) as Partial<CertificateAnswer> & { code?: string; fields?: Record<string, string> };
  if (!response.ok) throw new ApiError(body.message ?? GENERIC_ERROR, response.status, body.code ?? String(response.status), body.fields ?? {});
  return body as CertificateAnswer;
}

export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCertificate,
    // The upload forms show the failure next to the file.
    meta: { handlesErrors: true },
    onSuccess: (answer, { userId }) => queryClient.setQueryData(certificateKey(userId), answer.data),
  });
}
