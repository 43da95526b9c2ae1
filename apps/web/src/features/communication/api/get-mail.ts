import type { MailDetail } from '@coulisse/shared/schemas/communication';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { mailKey } from './keys';

/** GET /api/mail/{id}: one outbox mail with its HTML and text bodies (level 1). */
const getMail = (id: number): Promise<MailDetail> => apiRequest<MailDetail>(`/mail/${id}`);

// The preview shows its own not-found message.
const mailQuery = (id: number) => queryOptions({ queryKey: mailKey(id), queryFn: () => getMail(id), meta: { silent: true } });

export const useMail = (id: number | null) => useQuery({ ...mailQuery(id ?? 0), enabled: id !== null });
