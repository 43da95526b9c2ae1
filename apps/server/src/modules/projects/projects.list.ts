import { holdsFlag } from '@coulisse/shared/access/flags';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import { isProjectActive } from '@coulisse/shared/rules/projectState';
import type { ProjectListItem } from '@coulisse/shared/schemas/projects';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { projects } from '../../db/schema/index';
import { mustVerify } from '../../platform/access/projectRights';
import type { Auth } from '../../platform/auth/sessions';
import { containsFilter, defineFilter, type ListResource } from '../../platform/http/list';
import { activeProjectSql, openProjectSql } from './projects.repository';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** Whether the caller sees every project (staff with canReadProjects globally) or only the open ones (spec 1 §6). */
export const readsAllProjects = (auth: Auth): boolean => !mustVerify(auth) && holdsFlag('canReadProjects', auth.rights);

export type ProjectListRow = {
  id: number;
  name: string;
  title: string | null;
  subtitle: string | null;
  openFrom: string | null;
  closedFrom: string | null;
  closedOffStage: string | null;
  projectClosed: string | null;
  extended: boolean;
  registrations: number;
};

/**
 * GET /api/projects (spec 1 §2 /projecten, §7 "project list filters inactive,
 * openForRegistrations"). Staff with projects.read see every project, by default the active ones
 * (spec 1 §9 "projects inactive 0"); everyone else sees only the projects open for registration
 * (scope), whatever filters they send. Filters: `text` (name, accent-insensitive, trigram index),
 * `inactive` 0/1 or `active` true/false, `openForRegistrations`.
 */
export const projectsResource: ListResource<ProjectListRow, ProjectListItem> = {
  plural: 'projects',
  single: 'project',
  tags: ['projects'],
  access: { read: 'authenticated', create: { flag: 'canCreateProjects' } },
  table: projects,
  columns: {
    id: projects.id,
    name: projects.name,
    title: projects.title,
    subtitle: projects.subtitle,
    openFrom: projects.openFrom,
    closedFrom: projects.closedFrom,
    closedOffStage: projects.closedOffStage,
    projectClosed: projects.projectClosed,
    extended: projects.extended,
    // One index-only count per shown row on registrations_project_idx.
    registrations: sql<number>`(select count(*)::int from registrations r where r.project_id = projects.id)`,
  },
  scope: (auth) => (readsAllProjects(auth) ? undefined : openProjectSql(todayInBrussels())),
  filters: {
    text: containsFilter([projects.name], { narrowsFirst: true }),
    inactive: defineFilter(flag, (v) => (v ? sql`not ${activeProjectSql(todayInBrussels())}` : activeProjectSql(todayInBrussels()))),
    active: defineFilter(flag, (v) => (v ? activeProjectSql(todayInBrussels()) : sql`not ${activeProjectSql(todayInBrussels())}`)),
    openForRegistrations: defineFilter(flag, (v) => (v ? openProjectSql(todayInBrussels()) : undefined)),
  },
  defaultFilters: { inactive: false },
  sorts: { name: [projects.name, projects.id], openFrom: projects.openFrom, projectClosed: projects.projectClosed, creationDt: projects.creationDt },
  defaultSort: 'openFrom:desc',
  idColumn: projects.id,
  present: (row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    openFrom: row.openFrom,
    closedFrom: row.closedFrom,
    closedOffStage: row.closedOffStage,
    projectClosed: row.projectClosed,
    extended: row.extended,
    active: isProjectActive(row, todayInBrussels()),
    registrations: row.registrations,
  }),
};
