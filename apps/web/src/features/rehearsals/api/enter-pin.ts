import type { EnterPinAnswer } from '@coulisse/shared/schemas/rehearsals';
import { apiRequest } from '../../../lib/api';

/** POST /api/repetitions/{id}/enterPin: the pin kiosk marks the pin's owner present for these rehearsals. */
export const enterPin = (id: number, pin: string, repetitionIds: number[]) =>
  apiRequest<EnterPinAnswer>(`/repetitions/${id}/enterPin`, { method: 'POST', body: { pin, repetitionIds, present: true } });
