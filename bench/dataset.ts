import { todayInBrussels } from '@coulisse/shared/rules/account';
import { and, asc, eq } from 'drizzle-orm';
import { accessRoles, choices, projects, registrationChoices, userAccessRoles, users } from '../apps/server/src/db/schema/index';
import type { Database, Tx } from '../apps/server/src/platform/db/client';
import { addDays, addMonths } from '../apps/server/src/seed/dates';
import { DEFAULT_ACCESS_ROLES } from '../apps/server/src/seed/demo';
import { DEMO_CHOICES } from '../apps/server/src/seed/demoProjectSettings';
import { generatePeople, insertPeople } from '../apps/server/src/seed/people';
import { createRandom, type Random } from '../apps/server/src/seed/random';
import { generateRegistration, insertRegistrations, type NewRegistration } from '../apps/server/src/seed/registrations';
import type { DatasetSize } from './protocol';

/**
 * The account the list and export scenarios use: level-2 staff with the demo's Productieteam
 * and Kledijteam roles, so each request also loads its rights and the global search covers
 * every type.
 */
export const BENCH_STAFF = { email: 'staf@bench.coulisse.be', password: 'bench-coulisse' };
/** The level-1 account that imports people (users.create), as the organisation's administrator would. */
export const BENCH_ADMIN = { email: 'beheer@bench.coulisse.be', password: 'bench-coulisse' };

const PRODUCTIONS = [
  'Het Geels Dolhuys',
  'Dimpna-spel',
  'Kerstspel',
  'Zomerspektakel',
  'Ommegang',
  'Sprookjeswandeling',
  'Processie van Sint-Dimpna',
  'Historisch stoet',
  'Volkstoneel',
  'Jeugdmusical',
];

/** Projects spread over the last twenty years, the latest ones still open; processions are extended. */
function benchProjects(rng: Random, count: number, today: string): (typeof projects.$inferInsert)[] {
  return Array.from({ length: count }, (_, i) => {
    const start = addMonths(today, -Math.round(((count - 1 - i) / Math.max(1, count - 1)) * 240) - 2);
    const production = rng.pick(PRODUCTIONS);
    return {
      name: `${production} ${addMonths(start, 8).slice(0, 4)} (${i + 1})`,
      title: production,
      openFrom: start,
      closedFrom: addMonths(start, 5),
      closedOffStage: addMonths(start, 6),
      projectClosed: addMonths(start, 9),
      auditionsEnabled: rng.chance(0.4),
      extended: /Ommegang|Processie|stoet/.test(production),
    };
  });
}

/**
 * Registrations spread over projects by size (big productions draw more people), each project
 * with distinct users, exactly `total` rows.
 */
function benchRegistrations(rng: Random, projectRows: (typeof projects.$inferSelect)[], userIds: number[], total: number, today: string): NewRegistration[] {
  const weights = projectRows.map(() => 0.3 + rng.next() * 1.7);
  const sum = weights.reduce((a, b) => a + b, 0);
  const wanted = Math.min(total, projectRows.length * userIds.length);
  const sizes = weights.map((w) => Math.min(userIds.length, Math.floor((wanted * w) / sum)));
  // Rounding and the per-project cap leave rows over; hand them to projects that still have room.
  for (let left = wanted - sizes.reduce((a, b) => a + b, 0), p = 0; left > 0; p = (p + 1) % sizes.length) {
    if (sizes[p]! < userIds.length) {
      sizes[p]! += 1;
      left -= 1;
    }
  }
  const rows: NewRegistration[] = [];
  projectRows.forEach((project, p) => {
    const lastDay = project.closedOffStage! < today ? project.closedOffStage! : today;
    const window = { id: project.id, openFrom: project.openFrom!, lastDay, auditionsEnabled: project.auditionsEnabled, extended: project.extended };
    for (const userId of rng.sample(userIds, sizes[p]!)) rows.push(generateRegistration(rng, window, userId));
  });
  return rows;
}

/** Generates and inserts the benchmark organisation in one transaction, then vacuums and analyzes. */
export async function createDataset(database: Database, size: DatasetSize, passwordHash: string): Promise<DatasetSize> {
  const today = todayInBrussels();
  const rng = createRandom(20_000);
  await database.db.transaction(async (tx: Tx) => {
    const [staff] = await tx
      .insert(users)
      .values({ email: BENCH_STAFF.email, firstName: 'Bench', lastName: 'Coördinator', level: 2, confirmed: true, passwordHash, since: addDays(today, -1) })
      .returning({ id: users.id });
    await tx
      .insert(users)
      .values({ email: BENCH_ADMIN.email, firstName: 'Bench', lastName: 'Beheerder', level: 1, confirmed: true, passwordHash, since: addDays(today, -1) });
    // Productieteam and Kledijteam: the global search then looks in people, projects and articles.
    const roles = await tx.insert(accessRoles).values([DEFAULT_ACCESS_ROLES[0]!, DEFAULT_ACCESS_ROLES[1]!]).returning({ id: accessRoles.id });
    await tx.insert(userAccessRoles).values(roles.map((role) => ({ userId: staff!.id, accessRoleId: role.id })));
    const userIds = await insertPeople(tx, generatePeople({ count: size.users, seed: 2440, today, passwordHash }));
    const projectRows = await tx
      .insert(projects)
      .values(benchProjects(rng, size.projects, today))
      .returning();
    await insertRegistrations(tx, benchRegistrations(rng, projectRows, userIds, size.registrations, today));
  });
  // Steady state: after a bulk load autovacuum (PostgreSQL) or the nightly maintenance (PGlite,
  // platform/db/maintenance.ts) vacuums and analyzes; without it the planner has no statistics.
  await database.raw.exec('VACUUM (ANALYZE)');
  const counted = await database.raw.query<{ users: number; projects: number; registrations: number }>(
    'select (select count(*)::int from users) as users, (select count(*)::int from projects) as projects, (select count(*)::int from registrations) as registrations',
  );
  return counted.rows[0]!;
}

/** Distinct confirmed generated accounts for the sign-in scenario. */
export async function signInEmails(database: Database, count: number): Promise<string[]> {
  const rows = await database.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.level, 0), eq(users.confirmed, true)))
    .orderBy(asc(users.id))
    .limit(count);
  return rows.map((r) => r.email);
}

/** The projects with the most registrations, for the registrations filter. */
export async function biggestProjects(database: Database, count: number): Promise<number[]> {
  const rows = await database.raw.query<{ project_id: number }>(
    `select project_id from registrations group by project_id order by count(*) desc, project_id limit ${Number(count)}`,
  );
  return rows.rows.map((r) => r.project_id);
}

/** Addresses of people registered in a project, for the casting players import (issue 5). */
export async function registeredEmails(database: Database, projectId: number, count: number): Promise<string[]> {
  const rows = await database.raw.query<{ email: string }>(
    `select u.email from registrations r join users u on u.id = r.user_id where r.project_id = ${Number(projectId)} order by u.id limit ${Number(count)}`,
  );
  return rows.rows.map((r) => r.email);
}

/**
 * The copy scenario's projects (issue 4): a source project with `count` registrations of distinct
 * people (capped at the number of people), each with one or two preferences of its side, and an
 * empty target with the same preferences, so the copy also links them. Added on request, after
 * the other scenarios have run (or alone with `--only=copy`), so the biggest projects, the lists'
 * totals and the report's counts stay those of the generated organisation.
 */
export async function createCopyProjects(database: Database, count: number): Promise<{ sourceId: number; targetId: number; registrations: number }> {
  const today = todayInBrussels();
  const rng = createRandom(5_000);
  const ids = await database.db.transaction(async (tx: Tx) => {
    const project = (name: string, openFrom: string) => ({
      name,
      title: 'Kopieerproef',
      openFrom,
      closedFrom: addMonths(openFrom, 5),
      closedOffStage: addMonths(openFrom, 6),
      projectClosed: addMonths(openFrom, 9),
      auditionsEnabled: true,
    });
    const [source] = await tx
      .insert(projects)
      .values(project('Kopieerbron 5000 (bench)', addMonths(today, -14)))
      .returning();
    const [target] = await tx
      .insert(projects)
      .values(project('Kopieerdoel (bench)', addMonths(today, -2)))
      .returning();
    const sourceChoices = await tx
      .insert(choices)
      .values(DEMO_CHOICES.map((c) => ({ ...c, projectId: source!.id })))
      .returning({ id: choices.id, onStage: choices.onStage });
    await tx.insert(choices).values(DEMO_CHOICES.map((c) => ({ ...c, projectId: target!.id })));
    const people = await tx.select({ id: users.id }).from(users).where(eq(users.level, 0)).orderBy(asc(users.id));
    const window = { id: source!.id, openFrom: source!.openFrom!, lastDay: source!.closedOffStage!, auditionsEnabled: true, extended: false };
    const inserted = await insertRegistrations(
      tx,
      rng
        .sample(
          people.map((p) => p.id),
          Math.min(count, people.length),
        )
        .map((userId) => generateRegistration(rng, window, userId)),
    );
    const links = inserted.flatMap((r) =>
      rng
        .sample(
          sourceChoices.filter((c) => c.onStage === (r.location === 1)),
          rng.int(1, 2),
        )
        .map((c) => ({ registrationId: r.id, choiceId: c.id })),
    );
    for (let i = 0; i < links.length; i += 2000) await tx.insert(registrationChoices).values(links.slice(i, i + 2000));
    return { sourceId: source!.id, targetId: target!.id, registrations: inserted.length };
  });
  await database.raw.exec('ANALYZE registrations, registration_choices, choices, projects');
  return ids;
}
