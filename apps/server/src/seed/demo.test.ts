import { addressRule, birthDateRule, cellPhoneRule, emailRule, nationalityRule, phoneOrCellRule, phoneRule } from '@coulisse/shared/rules/account';
import { SHIRT_SIZES } from '@coulisse/shared/rules/lookups';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { accessRoles, casts, choices, groupUsers, locations, projectGroups, projectRoles, projects, registrationChoices, registrations, repetitionTypes, roleUsers, sceneGroups, scenes, users } from '../db/schema/index';
import { calledUsers, selectionValues } from '../modules/casting/called.repository';
import { useFastHashing } from '../platform/auth/passwords';
import { addDays } from './dates';
import { DEMO_CLOSED_REGISTRATIONS, DEMO_OPEN_REGISTRATIONS } from './demoProjects';
import { DEMO_LOGINS, DEMO_VOLUNTEERS, seedDemo } from './demo';
import { SIZE_RANGES } from './sizes';

const TODAY = '2026-11-21';
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let seeded: boolean;

beforeAll(async () => {
  useFastHashing(true);
  database = await openTestDatabase();
  seeded = await seedDemo(database.db, TODAY);
});
afterAll(() => database.drop());

const count = async (table: typeof users | typeof projects | typeof registrations | typeof accessRoles) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** Spec 1 §4: active when openFrom is set and a close date plus one day lies on or after tomorrow. */
const isActive = (p: { openFrom: string | null; closedFrom: string | null; closedOffStage: string | null }, today: string) =>
  Boolean(p.openFrom) && [p.closedFrom, p.closedOffStage].some((d) => d !== null && addDays(d, 1) >= addDays(today, 1));

describe('seedDemo', () => {
  it('creates the demo accounts, the generated volunteers and two projects with registrations', async () => {
    expect(seeded).toBe(true);
    expect(await count(users)).toBe(DEMO_LOGINS.length + DEMO_VOLUNTEERS);
    expect(await count(accessRoles)).toBe(3);
    expect(await count(registrations)).toBe(DEMO_OPEN_REGISTRATIONS + 1 + DEMO_CLOSED_REGISTRATIONS);
    const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    for (const login of DEMO_LOGINS) expect(emails).toContain(login.email);
  });

  it('has one active project, with the demo volunteer registered, and one finished project', async () => {
    const [open, closed] = await database.db.select().from(projects).orderBy(asc(projects.id));
    expect(open!.name).toBe('Het Geels Dolhuys 2027');
    expect(isActive(open!, TODAY)).toBe(true);
    expect(closed!.name).toBe('Dimpna-spel 2025');
    expect(isActive(closed!, TODAY)).toBe(false);
    const [volunteer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'vrijwilliger@coulisse.be'));
    const own = await database.db.select().from(registrations).where(eq(registrations.userId, volunteer!.id));
    expect(own.map((r) => r.projectId)).toContain(open!.id);
    const rows = await database.db.select().from(registrations).where(eq(registrations.projectId, open!.id));
    expect(new Set(rows.map((r) => r.location))).toEqual(new Set([0, 1]));
    expect(rows.some((r) => r.auditioning)).toBe(true);
    expect(rows.some((r) => r.talents)).toBe(true);
    expect(rows.some((r) => r.diet)).toBe(true);
    expect(rows.every((r) => r.creationDt.toISOString().slice(0, 10) >= open!.openFrom!)).toBe(true);
  });

  it('gives the open project choices, and every registration one to three of its own side', async () => {
    const [open] = await database.db.select().from(projects).orderBy(asc(projects.id));
    const offered = await database.db.select().from(choices).where(eq(choices.projectId, open!.id));
    expect(new Set(offered.map((c) => c.onStage))).toEqual(new Set([true, false]));
    const picked = await database.db
      .select({ registrationId: registrationChoices.registrationId, location: registrations.location, onStage: choices.onStage })
      .from(registrationChoices)
      .innerJoin(registrations, eq(registrations.id, registrationChoices.registrationId))
      .innerJoin(choices, eq(choices.id, registrationChoices.choiceId))
      .where(eq(registrations.projectId, open!.id));
    expect(picked.every((p) => p.onStage === (p.location === 1))).toBe(true);
    const perRegistration = new Map<number, number>();
    for (const p of picked) perRegistration.set(p.registrationId, (perRegistration.get(p.registrationId) ?? 0) + 1);
    expect(perRegistration.size).toBe(DEMO_OPEN_REGISTRATIONS + 1);
    expect([...perRegistration.values()].every((n) => n >= 1 && n <= 3)).toBe(true);
  });

  it('generates volunteers whose profiles pass the shared rules and spec 1 §5 size ranges', async () => {
    const people = await database.db.select().from(users).where(eq(users.level, 0));
    const generated = people.filter((u) => u.email !== 'vrijwilliger@coulisse.be');
    expect(generated).toHaveLength(DEMO_VOLUNTEERS);
    for (const u of generated) {
      expect(emailRule(u.email), u.email).toBeNull();
      if (u.phoneNumber) expect(phoneRule(u.phoneNumber), u.phoneNumber).toBeNull();
      if (u.cellPhone) expect(cellPhoneRule(u.cellPhone), u.cellPhone).toBeNull();
      expect(phoneOrCellRule(u.phoneNumber, u.cellPhone)).toBeNull();
      expect(birthDateRule(u.dateOfBirth!, TODAY)).toBeNull();
      expect(nationalityRule(u.nationality!)).toBeNull();
      expect(addressRule(u)).toBeNull();
      expect(SHIRT_SIZES).toContain(u.tShirt);
      for (const [field, [min, max]] of Object.entries(SIZE_RANGES)) {
        const value = u[field as keyof typeof SIZE_RANGES];
        if (value !== null) expect(value, `${field} of ${u.email}`).toBeGreaterThanOrEqual(min);
        if (value !== null) expect(value, `${field} of ${u.email}`).toBeLessThanOrEqual(max);
      }
    }
    expect(generated.some((u) => u.sex === 0) && generated.some((u) => u.sex === 1)).toBe(true);
    expect(generated.filter((u) => u.cityName === 'Geel').length).toBeGreaterThan(DEMO_VOLUNTEERS / 4);
  });

  it('seeds nothing the second time', async () => {
    const before = await Promise.all([count(users), count(projects), count(registrations), count(accessRoles)]);
    expect(await seedDemo(database.db, TODAY)).toBe(false);
    expect(await Promise.all([count(users), count(projects), count(registrations), count(accessRoles)])).toEqual(before);
  });
});

describe('the open demo project has its settings (issue 4)', () => {
  it('has choices on and off stage, two casts, rehearsal types and locations', async () => {
    const [open] = await database.db.select().from(projects).orderBy(asc(projects.id));
    const choiceRows = await database.db.select().from(choices).where(eq(choices.projectId, open!.id));
    expect(new Set(choiceRows.map((c) => c.onStage))).toEqual(new Set([true, false]));
    expect(await database.db.select().from(casts).where(eq(casts.projectId, open!.id))).toHaveLength(2);
    expect((await database.db.select().from(repetitionTypes).where(eq(repetitionTypes.projectId, open!.id))).length).toBeGreaterThan(0);
    expect((await database.db.select().from(locations).where(eq(locations.projectId, open!.id))).length).toBeGreaterThan(0);
    expect(open!.replyTo).toBe('dolhuys@coulisse.be');
  });
});

describe('the open demo project has a role scheme (issue 5)', () => {
  it('has 15 scenes in 3 acts, 60 roles, 12 groups and players of both casts from its own on-stage registrations', async () => {
    const [open, closed] = await database.db.select().from(projects).orderBy(asc(projects.id));
    const of = <T extends typeof scenes | typeof projectRoles | typeof projectGroups | typeof sceneGroups>(table: T) => database.db.select().from(table as typeof scenes).where(eq((table as typeof scenes).projectId, open!.id));
    expect(await of(scenes)).toHaveLength(15);
    expect(await of(sceneGroups)).toHaveLength(3);
    const roles = await of(projectRoles);
    expect(roles).toHaveLength(60);
    expect(await of(projectGroups)).toHaveLength(12);
    expect((await database.db.select().from(projectRoles).where(eq(projectRoles.projectId, closed!.id))).length).toBe(0);

    const castIds = (await database.db.select().from(casts).where(eq(casts.projectId, open!.id))).map((c) => c.id);
    const players = [...(await database.db.select().from(roleUsers)), ...(await database.db.select().from(groupUsers))];
    expect(new Set(players.map((p) => p.castId))).toEqual(new Set(castIds));
    const sides = new Map((await database.db.select().from(registrations).where(eq(registrations.projectId, open!.id))).map((r) => [r.userId, r.location]));
    expect(players.every((p) => sides.get(p.userId) === 1)).toBe(true);

    const [volunteer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'vrijwilliger@coulisse.be'));
    expect(players.filter((p) => p.userId === volunteer!.id).length).toBeGreaterThanOrEqual(2);
    // Every scene calls somebody.
    const firstScene = (await of(scenes))[0]!;
    expect((await calledUsers(database.db, open!.id, selectionValues([{ kind: 'scene', refId: firstScene.id, castId: castIds[0]! }]))).length).toBeGreaterThan(0);
  });
});
