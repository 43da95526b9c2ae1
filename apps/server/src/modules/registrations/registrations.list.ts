import type { RightFlags } from '@coulisse/shared/access/flags';
import { translateNl } from '@coulisse/shared/i18n/index';
import { rowId } from '@coulisse/shared/schemas/lists';
import type { RegistrationListItem } from '@coulisse/shared/schemas/registrations';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { choices, groupUsers, projects, registrationChoices, registrations, roleUsers, users } from '../../db/schema/index';
import { forbidden } from '../../platform/http/errors';
import { defineFilter, type ListFilter, type ListJoin, type ListResource } from '../../platform/http/list';
import { containsPattern, foldSql } from '../../platform/db/text';
import type { XlsxColumn } from '../../platform/http/xlsx';
import { usersList } from '../people/users.list';
import { partOfTownLabel } from './registrations.presenter';
import { notRegisteredIn, readableThroughProjectRoles } from './registrations.repository';

/** Every registration has its person and its project (NOT NULL foreign keys): one partner each. */
const personAndProject: ListJoin[] = [
  { table: users, on: eq(users.id, registrations.userId) },
  { table: projects, on: eq(projects.id, registrations.projectId) },
];

/** The columns of a registration row: the registration, its person and its project (joined). */
const registrationColumns = {
  id: registrations.id,
  projectId: registrations.projectId,
  projectName: projects.name,
  userId: registrations.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  sex: users.sex,
  dateOfBirth: users.dateOfBirth,
  location: registrations.location,
  auditioning: registrations.auditioning,
  partOfTown: registrations.partOfTown,
  talents: registrations.talents,
  remarks: registrations.remarks,
  diet: registrations.diet,
  creationDt: registrations.creationDt,
  // Evaluated for the rows of the page only (PostgreSQL postpones it past the sort and limit).
  choices: sql<string[] | null>`(select array_agg(${choices.name} order by ${choices.id}) from ${registrationChoices} join ${choices} on ${choices.id} = ${registrationChoices.choiceId} where ${registrationChoices.registrationId} = ${registrations.id})`,
};
export interface RegistrationRow {
  id: number;
  projectId: number;
  projectName: string;
  userId: number;
  firstName: string;
  lastName: string;
  sex: number | null;
  dateOfBirth: string | null;
  location: number;
  auditioning: boolean;
  partOfTown: number | null;
  talents: string | null;
  remarks: string | null;
  diet: string | null;
  creationDt: Date;
  choices: string[] | null;
}

/** Which groups of columns a reader sees (spec 1 §6 registrations: general, preferred, other). */
export interface ListSight {
  general: boolean;
  preferred: boolean;
  other: boolean;
}

export const sightOf = (flags: RightFlags): ListSight => ({
  general: flags.canReadRegistrationsGeneral === true,
  preferred: flags.canReadRegistrationsPreferred === true,
  other: flags.canReadRegistrationsRemarks === true,
});

function presentRegistrationRow(row: RegistrationRow, sight: ListSight, ownId: number): RegistrationListItem {
  const own = row.userId === ownId;
  const general = own || sight.general;
  const preferred = own || sight.preferred;
  const other = own || sight.other;
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    sex: general ? row.sex : null,
    dateOfBirth: general ? row.dateOfBirth : null,
    location: general ? row.location : null,
    auditioning: preferred ? row.auditioning : null,
    choices: preferred ? (row.choices ?? []) : null,
    partOfTown: other ? partOfTownLabel(row.partOfTown) : null,
    talents: other ? row.talents : null,
    remarks: other ? row.remarks : null,
    creationDt: row.creationDt.toISOString(),
  };
}

/** Filtering on a value reveals it: each filter needs the right to read its column (as the users list). */
const gated = (allowed: boolean, condition: SQL): SQL => {
  if (!allowed) throw forbidden();
  return condition;
};

const ageBound = (years: number) => sql`(current_date - make_interval(years => ${years}))::date`;
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v);
const flag = z.preprocess((v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v), z.boolean());
/** `true`: filled in; `false`: empty; text: contains it (accents and case ignored). */
const presenceOrText = z.union([flag, z.string().trim().min(1).max(100)]);
const textCondition = (column: AnyPgColumn, value: boolean | string): SQL =>
  typeof value === 'string' ? sql`${foldSql(column)} like ${containsPattern(value)}` : value ? sql`coalesce(${column}, '') <> ''` : sql`coalesce(${column}, '') = ''`;

/**
 * The filters of spec 1 §7 "Registration lists": sex, minAge, maxAge, onStage, preferred (a
 * choice), cast (plays a role or is in a group in that cast), auditioning, remarks, talents, text.
 */
function registrationFilters(sight: ListSight): Record<string, ListFilter<never>> {
  return {
    text: defineFilter(z.string().trim().max(100), (v) => sql`${users.searchText} like ${containsPattern(v)}`),
    sex: defineFilter(z.coerce.number().int().min(0).max(2), (v) => gated(sight.general, sql`${users.sex} = ${v}`)),
    minAge: defineFilter(z.coerce.number().int().min(0).max(120), (v) => gated(sight.general, sql`${users.dateOfBirth} <= ${ageBound(v)}`)),
    maxAge: defineFilter(z.coerce.number().int().min(0).max(120), (v) => gated(sight.general, sql`${users.dateOfBirth} > (${ageBound(v + 1)})`)),
    onStage: defineFilter(z.preprocess(digitsToNumber, z.union([z.literal(0), z.literal(1)])), (v) => gated(sight.general, sql`${registrations.location} = ${v}`)),
    preferred: defineFilter(z.preprocess(digitsToNumber, rowId), (v) =>
      gated(sight.preferred, sql`exists (select 1 from ${registrationChoices} where ${registrationChoices.registrationId} = ${registrations.id} and ${registrationChoices.choiceId} = ${v})`),
    ),
    cast: defineFilter(z.preprocess(digitsToNumber, rowId), (v) =>
      gated(
        sight.general,
        sql`(exists (select 1 from ${roleUsers} where ${roleUsers.userId} = ${registrations.userId} and ${roleUsers.castId} = ${v}) or exists (select 1 from ${groupUsers} where ${groupUsers.userId} = ${registrations.userId} and ${groupUsers.castId} = ${v}))`,
      ),
    ),
    auditioning: defineFilter(flag, (v) => gated(sight.preferred, sql`${registrations.auditioning} = ${v}`)),
    remarks: defineFilter(presenceOrText, (v) => gated(sight.other, textCondition(registrations.remarks, v))),
    talents: defineFilter(presenceOrText, (v) => gated(sight.other, textCondition(registrations.talents, v))),
  };
}

const sorts = {
  // users_last_name_idx holds (last_name, first_name): a page can be read walking it.
  lastName: [users.lastName, users.firstName],
  firstName: [users.firstName, users.lastName],
  creationDt: registrations.creationDt,
  location: registrations.location,
};

const registrationExportColumns = (sight: ListSight): XlsxColumn<RegistrationRow>[] => {
  const col = (key: string, value: XlsxColumn<RegistrationRow>['value'], width?: number): XlsxColumn<RegistrationRow> => ({
    header: translateNl(`registrations.list.${key}`),
    value,
    ...(width ? { width } : {}),
  });
  return [
    col('lastName', (r) => r.lastName),
    col('firstName', (r) => r.firstName),
    ...(sight.general
      ? [
          col('sex', (r) => (r.sex === null ? null : (['Man', 'Vrouw', 'X'][r.sex] ?? null)), 8),
          { header: translateNl('signup.dateOfBirth'), value: (r: RegistrationRow) => r.dateOfBirth },
          col('location', (r) => translateNl(r.location === 1 ? 'registrations.form.onStage' : 'registrations.form.offStage'), 18),
        ]
      : []),
    ...(sight.preferred ? [col('preferences', (r) => (r.choices ?? []).join(', '), 40), col('auditioning', (r) => translateNl(r.auditioning ? 'app.yes' : 'app.no'), 10)] : []),
    ...(sight.other
      ? [
          col('partOfTown', (r) => partOfTownLabel(r.partOfTown)),
          col('talents', (r) => r.talents, 40),
          col('remarks', (r) => r.remarks, 40),
          { header: translateNl('registrations.form.diet'), value: (r: RegistrationRow) => r.diet },
        ]
      : []),
    col('registeredOn', (r) => r.creationDt, 20),
  ];
};

/**
 * The registrations of one project (GET /api/project/{id}/registrations, /onstage, /offstage, and
 * the export), for a reader with these sections, joined with the person and the project.
 */
export function projectRegistrationsResource(projectId: number, sight: ListSight, location?: 0 | 1): ListResource<RegistrationRow, RegistrationListItem> {
  return {
    plural: 'registrations',
    single: 'registration',
    access: { read: { flag: 'canReadRegistrations', project: 'id' }, export: { flag: 'canExportRegistrations', project: 'id' } },
    table: registrations,
    joins: personAndProject,
    columns: registrationColumns,
    scope: () => (location === undefined ? eq(registrations.projectId, projectId) : sql`${registrations.projectId} = ${projectId} and ${registrations.location} = ${location}`),
    filters: registrationFilters(sight),
    sorts,
    defaultSort: 'lastName:asc',
    idColumn: registrations.id,
    present: (row, auth) => presentRegistrationRow(row, sight, auth.user.id),
    export: { fileName: `inschrijvingen-${projectId}`, sheet: 'Inschrijvingen', columns: registrationExportColumns(sight), defaultSort: 'lastName:asc' },
  };
}

/**
 * GET /api/registrations (`/inschrijvingen`): every registration the caller may see — their own,
 * and those of projects where a global or project role grants registrations.read (`reads`:
 * 'everywhere', 'projectRoles', or 'own' only). Rows show the person, project, side and date,
 * general data by the global sub-right (`sight`); each project's detail screen applies that
 * project's rights.
 */
export function allRegistrationsResource(userId: number, reads: 'everywhere' | 'projectRoles' | 'own', sight: ListSight): ListResource<RegistrationRow, RegistrationListItem> {
  const own = eq(registrations.userId, userId);
  return {
    plural: 'registrations',
    single: 'registration',
    access: { read: 'authenticated' },
    table: registrations,
    joins: personAndProject,
    columns: registrationColumns,
    scope: () => (reads === 'everywhere' ? undefined : reads === 'own' ? own : sql`(${own} or ${readableThroughProjectRoles(userId)})`),
    filters: {
      text: defineFilter(z.string().trim().max(100), (v) => sql`${users.searchText} like ${containsPattern(v)}`),
      project: defineFilter(z.preprocess(digitsToNumber, rowId), (v) => eq(registrations.projectId, v)),
      onStage: defineFilter(z.preprocess(digitsToNumber, z.union([z.literal(0), z.literal(1)])), (v) => eq(registrations.location, v)),
    },
    // `newest` walks the primary key backwards: rows are numbered as they are made, and with
    // 100,000 registrations a sort on creation_dt (no index) cost ~100 ms for the first page.
    sorts: { ...sorts, newest: registrations.id, project: [projects.name, users.lastName, users.firstName] },
    defaultSort: 'newest:desc',
    idColumn: registrations.id,
    present: (row, auth) => presentRegistrationRow(row, sight, auth.user.id),
  };
}

type UsersResource = typeof usersList extends ListResource<infer R, infer D> ? ListResource<R, D> : never;

/**
 * GET /api/project/{id}/not-registered (`/projecten/{id}/inschrijvingen/niet-ingeschreven`): the
 * volunteers list (same filters, sorts and masking) limited to people without a registration in
 * the project, so staff can register them.
 */
export const notRegisteredResource = (projectId: number): UsersResource => ({ ...usersList, scope: () => notRegisteredIn(projectId) });
