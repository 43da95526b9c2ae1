/** Query keys of the rehearsals; every key starts with `rehearsalsKey`, so a save or a presence refreshes them all. */
export const rehearsalsKey = ['rehearsals'] as const;
export const rehearsalKeys = {
  all: rehearsalsKey,
  list: (projectId: number) => [...rehearsalsKey, 'list', projectId] as const,
  one: (id: number) => [...rehearsalsKey, 'one', id] as const,
  copy: (id: number) => [...rehearsalsKey, 'copy', id] as const,
  presence: (id: number) => [...rehearsalsKey, 'presence', id] as const,
  selector: (projectId: number, id: number | null) => [...rehearsalsKey, 'selector', projectId, id] as const,
  user: (userId: number, projectId: number | null, upcoming: boolean) => [...rehearsalsKey, 'user', userId, projectId, upcoming] as const,
  calendar: (projectId: number | null, from: string, to: string) => [...rehearsalsKey, 'calendar', projectId, from, to] as const,
  pin: (userId: number) => [...rehearsalsKey, 'pin', userId] as const,
};
