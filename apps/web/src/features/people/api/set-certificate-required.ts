import type { CertificateAnswer } from '@coulisse/shared/schemas/userAdmin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { certificateKey } from './keys';

/** PUT /api/user/{id}/certificate/required: level 1 asks for a certificate, or stops asking. */
const setCertificateRequired = ({ userId, required }: { userId: number; required: boolean }) =>
  apiRequest<CertificateAnswer>(`/user/${userId}/certificate/required`, { method: 'PUT', body: { required } });

export function useSetCertificateRequired() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCertificateRequired, onSuccess: (answer, { userId }) => queryClient.setQueryData(certificateKey(userId), answer.data) });
}
