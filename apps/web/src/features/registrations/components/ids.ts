/** A row id from the address: a positive PostgreSQL integer, else null (the screen shows "not found"). */
export const idParam = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const registrationPath = (projectId: number, registrationId: number, tab = 'gegevens') => `/projecten/${projectId}/inschrijvingen/${registrationId}/${tab}`;
export const registerPath = (projectId: number, userId?: number) => `/projecten/inschrijven/${projectId}${userId ? `/${userId}` : ''}`;
export const projectRegistrationsPath = (projectId: number) => `/projecten/${projectId}/inschrijvingen`;
