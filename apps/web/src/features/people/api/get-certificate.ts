import type { CertificateStatus } from '@coulisse/shared/schemas/userAdmin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { certificateKey } from './keys';

/** GET /api/user/{id}/certificate: whether there is a certificate of good conduct (person or level 1). */
const getCertificateStatus = (id: number) => apiRequest<CertificateStatus>(`/user/${id}/certificate`);

const certificateQuery = (id: number, enabled = true) =>
  queryOptions({ queryKey: certificateKey(id), queryFn: () => getCertificateStatus(id), enabled: enabled && id > 0 });

export const useCertificateStatus = (id: number, enabled = true) => useQuery(certificateQuery(id, enabled));
