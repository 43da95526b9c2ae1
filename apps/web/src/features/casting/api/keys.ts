/** The casting structure's parts. */
export type PartKind = 'role' | 'group' | 'scene' | 'sceneGroup';

/** Every casting key of a project starts with ['casting', projectId]: any write reads everything of that project again. */
export const castingKey = (projectId: number, ...rest: unknown[]) => ['casting', projectId, ...rest] as const;
export const userCastingEverywhereKey = (userId: number) => ['casting', 'user', userId] as const;
export const ownRolesKey = (projectName: string) => ['casting', 'own', projectName] as const;
export const ownProjectsKey = (userId: number) => ['casting', 'ownProjects', userId] as const;

/** Path of one part of the project's casting structure (spec 2 §7, under the project). */
export const partPath = (projectId: number, kind: PartKind, id?: number): string => {
  const [plural, single] = { role: ['project_roles', 'project_role'], group: ['groups', 'group'], scene: ['scenes', 'scene'], sceneGroup: ['scene_groups', 'scene_group'] }[kind];
  return id === undefined ? `/project/${projectId}/${plural}` : `/project/${projectId}/${single}/${id}`;
};
