export { rowIdParam as idParam } from '../../../lib/ids';

export const registrationPath = (projectId: number, registrationId: number, tab = 'gegevens') => `/projecten/${projectId}/inschrijvingen/${registrationId}/${tab}`;
export const registerPath = (projectId: number, userId?: number) => `/projecten/inschrijven/${projectId}${userId ? `/${userId}` : ''}`;
export const projectRegistrationsPath = (projectId: number) => `/projecten/${projectId}/inschrijvingen`;
