import type { TransferAnswer } from '@coulisse/shared/schemas/userAdmin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/users/transfer/{a}/{b}: moves a's project data to b before a is deleted (spec 1 §4). */
const transferUserData = ({ from, to }: { from: number; to: number }) => apiRequest<TransferAnswer>(`/users/transfer/${from}/${to}`);

export const useTransferUserData = () => useMutation({ mutationFn: transferUserData, meta: { handlesErrors: true } });
