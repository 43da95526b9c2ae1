import { deriveFlags } from '@coulisse/shared/access/flags';
import { translateNl } from '@coulisse/shared/i18n/index';
import { MAX_ROW_ID } from '@coulisse/shared/schemas/lists';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { registrations, users } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import { defineFilter, type ListResource } from '../../platform/http/list';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  level: users.level,
  image: users.image,
  sex: users.sex,
  dateOfBirth: users.dateOfBirth,
  phoneNumber: users.phoneNumber,
  cellPhone: users.cellPhone,
  streetName: users.streetName,
  houseNumber: users.houseNumber,
  bus: users.bus,
  zipCode: users.zipCode,
  cityName: users.cityName,
  tShirt: users.tShirt,
  creationDt: users.creationDt,
  lastActivity: users.lastActivity,
};
type UserRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

// Flags derived once per request's rights, not once per row.
const flagsByRights = new WeakMap<Auth['rights'], ReturnType<typeof deriveFlags>>();
const flagsOf = (auth: Auth) => {
  let flags = flagsByRights.get(auth.rights);
  if (!flags) flagsByRights.set(auth.rights, (flags = deriveFlags(auth.rights)));
  return flags;
};

/** A user in a list, with each group of personal data only when the caller's rights allow it. */
export function presentUserListItem(row: UserRow, auth: Auth) {
  const flags = flagsOf(auth);
  const own = row.id === auth.user.id;
  const may = (flag: string) => own || flags[flag] === true;
  return {
    id: row.id!,
    firstName: row.firstName!,
    lastName: row.lastName!,
    level: row.level!,
    image: may('canReadUsersPicture') ? row.image : null,
    email: may('canReadUsersContact') ? row.email : null,
    phoneNumber: may('canReadUsersContact') ? row.phoneNumber : null,
    cellPhone: may('canReadUsersContact') ? row.cellPhone : null,
    sex: may('canReadUsersPersonal') ? row.sex : null,
    dateOfBirth: may('canReadUsersPersonal') ? row.dateOfBirth : null,
    cityName: may('canReadUsersAddress') ? row.cityName : null,
    creationDt: row.creationDt!.toISOString(),
    lastActivity: row.lastActivity?.toISOString() ?? null,
  };
}

const ageBound = (years: number) => sql`(current_date - make_interval(years => ${years}))::date`;

/** GET /api/users: the volunteers list (spec 1 §2 /medewerkers), filters per spec 1 §2 and §7. */
export const usersList: ListResource<UserRow, ReturnType<typeof presentUserListItem>> = {
  plural: 'users',
  single: 'user',
  tags: ['people'],
  access: { read: { right: 'users.read' }, export: { right: 'users.export_users' } },
  table: users,
  columns,
  filters: {
    text: defineFilter(z.string().trim().max(100), (v) => sql`${users.searchText} like ${`%${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`, { narrowsFirst: true }),
    sex: defineFilter(z.coerce.number().int().min(0).max(2), (v) => sql`${users.sex} = ${v}`),
    minAge: defineFilter(z.coerce.number().int().min(0).max(120), (v) => sql`${users.dateOfBirth} <= ${ageBound(v)}`),
    maxAge: defineFilter(z.coerce.number().int().min(0).max(120), (v) => sql`${users.dateOfBirth} > (${ageBound(v + 1)})`),
    level: defineFilter(z.coerce.number().int().min(0).max(3), (v) => sql`${users.level} = ${v}`),
    // Users registered in any of these projects.
    registrations: defineFilter(z.array(z.coerce.number().int().positive().max(MAX_ROW_ID)).max(100), (ids) =>
      ids.length
        ? sql`exists (select 1 from ${registrations} where ${registrations.userId} = ${users.id} and ${registrations.projectId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}))`
        : undefined,
    ),
    ignore: defineFilter(z.coerce.number().int().positive().max(MAX_ROW_ID), (v) => sql`${users.id} <> ${v}`),
  },
  sorts: {
    // Same columns as users_last_name_idx: pages come straight from the index, no sort step.
    lastName: [users.lastName, users.firstName],
    firstName: users.firstName,
    email: users.email,
    creationDt: users.creationDt,
    lastActivity: users.lastActivity,
    dateOfBirth: users.dateOfBirth,
  },
  defaultSort: 'lastName:asc',
  idColumn: users.id,
  present: presentUserListItem,
  export: {
    fileName: 'medewerkers',
    sheet: translateNl('menu.users'),
    defaultSort: 'lastName:asc',
    columns: [
      { header: translateNl('signup.lastName'), value: (r) => r.lastName },
      { header: translateNl('signup.firstName'), value: (r) => r.firstName },
      { header: translateNl('signup.email'), width: 32, value: (r) => r.email },
      { header: translateNl('signup.phoneNumber'), value: (r) => r.phoneNumber },
      { header: translateNl('signup.cellPhone'), value: (r) => r.cellPhone },
      { header: translateNl('signup.dateOfBirth'), value: (r) => r.dateOfBirth },
      { header: translateNl('signup.sex'), width: 8, value: (r) => (r.sex === null ? null : (['Man', 'Vrouw', 'X'][r.sex] ?? null)) },
      { header: translateNl('signup.streetName'), width: 28, value: (r) => [r.streetName, r.houseNumber, r.bus].filter(Boolean).join(' ') },
      { header: translateNl('signup.zipCode'), width: 10, value: (r) => r.zipCode },
      { header: translateNl('signup.cityName'), value: (r) => r.cityName },
      { header: translateNl('signup.shirtSize'), width: 10, value: (r) => r.tShirt },
    ],
  },
};
