import type { CertificateAnswer } from '@coulisse/shared/schemas/userAdmin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { certificateKey } from './keys';

/** DELETE /api/user/{id}/certificate: removes the stored PDF. */
const deleteCertificate = (id: number) => apiRequest<CertificateAnswer>(`/user/${id}/certificate`, { method: 'DELETE' });

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCertificate, onSuccess: (answer, id) => queryClient.setQueryData(certificateKey(id), answer.data) });
}
