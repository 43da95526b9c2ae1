import type { CertificateLink } from '@coulisse/shared/schemas/userAdmin';
import { apiRequest } from '../../../lib/api';

/** POST /api/user/{id}/certificate/link: a single-use link to the PDF, valid 5 minutes. */
export const certificateLink = (id: number) => apiRequest<CertificateLink>(`/user/${id}/certificate/link`, { method: 'POST' });
