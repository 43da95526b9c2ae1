import { apiRequest } from '../../../lib/api';

/** POST /api/project/{id}/registrations/people: the people (user ids) of checked registration rows, for the Mail action. */
export const registrationPeople = (projectId: number, ids: number[]) =>
  apiRequest<{ data: number[] }>(`/project/${projectId}/registrations/people`, { method: 'POST', body: { ids } }).then((answer) => answer.data);
