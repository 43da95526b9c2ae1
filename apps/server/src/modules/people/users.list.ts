import { deriveFlags, type Flag } from '@coulisse/shared/access/flags';
import { translateNl } from '@coulisse/shared/i18n/index';
import { rowId } from '@coulisse/shared/schemas/lists';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { registrations, users } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import { forbidden } from '../../platform/http/errors';
import { defineFilter, type ListResource } from '../../platform/http/list';
import { containsPattern } from '../../platform/db/text';
import { rowIdParam } from '../../platform/http/params';

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
  const may = (flag: Flag) => own || flags[flag] === true;
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

/** A filter on data the caller may not read answers 403 (from the list, the checked ids and the export alike). */
function needs(auth: Auth, flag: Flag, condition: SQL): SQL {
  if (flagsOf(auth)[flag] !== true) throw forbidden();
  return condition;
}

/** A select sends its value as text: "12" is project 12. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v);

const ageBound = (years: number) => sql`(current_date - make_interval(years => ${years}))::date`;

/** GET /api/users: the volunteers list (spec 1 §2 /medewerkers), filters per spec 1 §2 and §7 (docs/areas/people.md). */
export const usersList: ListResource<UserRow, ReturnType<typeof presentUserListItem>> = {
  plural: 'users',
  single: 'user',
  tags: ['people'],
  access: { read: { right: 'users.read' }, export: { right: 'users.export_users' } },
  table: users,
  columns,
  filters: {
    text: defineFilter(z.string().trim().max(100), (v) => sql`${users.searchText} like ${containsPattern(v)}`, { narrowsFirst: true }),
    // Filtering on personal data reveals it: these filters need the right to read it.
    sex: defineFilter(z.coerce.number().int().min(0).max(2), (v, auth) => needs(auth, 'canReadUsersPersonal', sql`${users.sex} = ${v}`)),
    minAge: defineFilter(z.coerce.number().int().min(0).max(120), (v, auth) => needs(auth, 'canReadUsersPersonal', sql`${users.dateOfBirth} <= ${ageBound(v)}`)),
    maxAge: defineFilter(z.coerce.number().int().min(0).max(120), (v, auth) => needs(auth, 'canReadUsersPersonal', sql`${users.dateOfBirth} > (${ageBound(v + 1)})`)),
    level: defineFilter(z.coerce.number().int().min(0).max(3), (v) => sql`${users.level} = ${v}`),
    // Registered in this project, in any of these projects, or ('none') in no project at all.
    registrations: defineFilter(
      z.union([z.literal('none'), z.preprocess(digitsToNumber, rowId), z.array(rowIdParam).max(100)]),
      (value, auth) => {
        if (value === 'none') return needs(auth, 'canReadUserRegistrations', sql`not exists (select 1 from ${registrations} where ${registrations.userId} = ${users.id})`);
        const ids = Array.isArray(value) ? value : [value];
        return ids.length
          ? needs(
              auth,
              'canReadUserRegistrations',
              sql`exists (select 1 from ${registrations} where ${registrations.userId} = ${users.id} and ${registrations.projectId} in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )}))`,
            )
          : undefined;
      },
    ),
    // These users only (the names of a mail's recipients).
    ids: defineFilter(z.array(rowId).max(100), (ids) => (ids.length ? inArray(users.id, ids) : undefined)),
    ignore: defineFilter(rowIdParam, (v) => sql`${users.id} <> ${v}`),
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
