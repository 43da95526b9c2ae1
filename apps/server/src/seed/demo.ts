import { normalizeRights, type RightsSet } from '@coulisse/shared/access/rights';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import { sql } from 'drizzle-orm';
import { accessRoles, projects, userAccessRoles, users } from '../db/schema/index';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/client';
import { seedDemoProjects } from './demoProjects';
import { seedDemoRehearsals } from './rehearsals';
import { seedDemoStock } from './stock';
import { seedDemoRentals } from './rentals';
import { generatePeople, insertPeople } from './people';

const DEMO_PASSWORD = 'coulisse';
/** Generated volunteers besides the demo accounts; they sign in with the demo password too. */
export const DEMO_VOLUNTEERS = 400;

export const DEMO_LOGINS = [
  { role: 'beheerder (niveau 1)', email: 'beheer@coulisse.be', password: DEMO_PASSWORD },
  { role: 'medewerker staf (niveau 2)', email: 'staf@coulisse.be', password: DEMO_PASSWORD },
  { role: 'kledijbeheer (niveau 3)', email: 'kledij@coulisse.be', password: DEMO_PASSWORD },
  { role: 'kiosk', email: 'kiosk@coulisse.be', password: DEMO_PASSWORD },
  { role: 'vrijwilliger (niveau 0)', email: 'vrijwilliger@coulisse.be', password: DEMO_PASSWORD },
] as const;

const all = { read: true, create: true, update: true, delete: true };
const readOnly = { read: true, create: false, update: false, delete: false };
const subs = (...names: string[]) => Object.fromEntries(names.map((n) => [n, true]));

/** Default access roles an organisation starts with. */
export const DEFAULT_ACCESS_ROLES: { name: string; description: string; rights: RightsSet }[] = [
  {
    name: 'Productieteam',
    description: 'Beheert projecten, inschrijvingen, casting en repetities',
    rights: normalizeRights({
      projects: { ...all, sub: subs('projects_export', 'badges') },
      users: { ...readOnly, update: true, sub: subs('picture', 'personal', 'contact', 'address', 'other', 'clothing', 'roles', 'registrations', 'groups', 'scenes', 'repetitions', 'export_users') },
      registrations: { ...all, sub: subs('registrations_export', 'general', 'preferred', 'other', 'copy') },
      roles: { ...all, sub: {} },
      groups: { ...all, sub: {} },
      scenes: { ...all, sub: {} },
      repetitions: { ...all, sub: subs('export', 'openclose', 'pin', 'present') },
      casts: { ...all, sub: {} },
      repetitiontypes: { ...all, sub: {} },
      locations: { ...all, sub: {} },
      calendar: { ...readOnly, sub: {} },
      threads: { ...all, sub: {} },
      messages: { ...all, sub: subs('messages_read') },
      appointments: { ...all, sub: {} },
      notifications: { ...readOnly, delete: true, sub: subs('new_users', 'registration_updated', 'registration_deleted', 'repetition_signoff', 'cast_switch') },
    }),
  },
  {
    name: 'Kledijteam',
    description: 'Beheert de kledijstock, verhuur en projectkledij',
    rights: normalizeRights({
      articles: { ...all, sub: {} },
      orders: { ...all, sub: {} },
      sizes: { ...all, sub: {} },
      patterns: { ...all, sub: {} },
      fabrics: { ...all, sub: {} },
      colors: { ...all, sub: {} },
      racks: { ...all, sub: {} },
      categories: { ...all, sub: {} },
      project_clothing: { ...all, sub: {} },
      projects: { ...readOnly, sub: subs('transfer') },
      users: { ...readOnly, sub: subs('picture', 'clothing') },
      notifications: { ...readOnly, sub: subs('clothing_changed', 'clothingdetails_changed') },
    }),
  },
  {
    name: 'Repetitie-onthaal',
    description: 'Meldt medewerkers aan met hun pincode en houdt aanwezigheden bij',
    rights: normalizeRights({ repetitions: { ...readOnly, update: true, sub: subs('pin', 'present') }, calendar: { ...readOnly, sub: {} } }),
  },
];

/**
 * Seeds the demo organisation into an empty database (DEMO_DATA=1): roles, the demo accounts,
 * generated volunteers and two projects with registrations. Returns false when the database
 * already holds users, so a restart never duplicates anything.
 */
export async function seedDemo(db: Db, today: string = todayInBrussels()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const roles = await tx.insert(accessRoles).values(DEFAULT_ACCESS_ROLES).returning({ id: accessRoles.id, name: accessRoles.name });
    const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
    const base = { passwordHash, confirmed: true, since: sql`current_date` };
    const staff = await tx
      .insert(users)
      .values([
        { ...base, email: 'beheer@coulisse.be', firstName: 'Els', lastName: 'Van den Broeck', level: 1 },
        { ...base, email: 'staf@coulisse.be', firstName: 'Pieter', lastName: 'Claes', level: 2 },
        { ...base, email: 'kledij@coulisse.be', firstName: 'Marleen', lastName: 'Wouters', level: 3 },
        { ...base, email: 'kiosk@coulisse.be', firstName: 'Kiosk', lastName: 'Onthaal', level: 2 },
        { ...base, email: 'vrijwilliger@coulisse.be', firstName: 'Jens', lastName: 'Peeters', level: 0, sex: 0, dateOfBirth: '1994-05-12', cityName: 'Geel', streetName: 'Kerkstraat', houseNumber: '12', zipCode: '2440', cellPhone: '0470 12 34 56', tShirt: 'L', nationality: 'Belg', origin: 'BE' },
      ])
      .returning({ id: users.id, email: users.email });
    const userId = (email: string) => staff.find((u) => u.email === email)!.id;
    await tx.insert(userAccessRoles).values([
      { userId: userId('staf@coulisse.be'), accessRoleId: roleId('Productieteam') },
      { userId: userId('kledij@coulisse.be'), accessRoleId: roleId('Kledijteam') },
      { userId: userId('kiosk@coulisse.be'), accessRoleId: roleId('Repetitie-onthaal') },
    ]);
    const volunteerIds = await insertPeople(tx, generatePeople({ count: DEMO_VOLUNTEERS, today, passwordHash }));
    await seedDemoProjects(tx, { today, volunteerIds, demoVolunteerId: userId('vrijwilliger@coulisse.be') });
    // The open project is the first one seeded.
    const [openProject] = await tx.select({ id: projects.id }).from(projects).orderBy(projects.id).limit(1);
    if (openProject) await seedDemoRehearsals(tx, { projectId: openProject.id, demoVolunteerId: userId('vrijwilliger@coulisse.be') });
    await seedDemoStock(tx, today);
    await seedDemoRentals(tx, today);
  });
  return true;
}
