import type { RightFlags } from '@coulisse/shared/access/flags';
import { isOpenForRegistration, isProjectActive } from '@coulisse/shared/rules/projectState';
import type { ProjectDto } from '@coulisse/shared/schemas/projects';
import type { ProjectRow } from './projects.repository';

/** A project for GET /api/project/{id}: its fields, state on `today`, and the caller's position there. */
export function presentProject(row: ProjectRow, today: string, caller: { registered: boolean; flags: RightFlags }): ProjectDto {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    openFrom: row.openFrom,
    closedFrom: row.closedFrom,
    closedOffStage: row.closedOffStage,
    projectClosed: row.projectClosed,
    rolesOpen: row.rolesOpen,
    rolesClosed: row.rolesClosed,
    editRegistrationClosed: row.editRegistrationClosed,
    deleteRegistrationClosed: row.deleteRegistrationClosed,
    auditionsEnabled: row.auditionsEnabled,
    auditionHint: row.auditionHint,
    extended: row.extended,
    active: isProjectActive(row, today),
    open: isOpenForRegistration(row, today),
    registered: caller.registered,
    flags: caller.flags,
  };
}
