import { normalizeRights, type RightsSet } from '@coulisse/shared/access/rights';
import { sql } from 'drizzle-orm';
import { accessRoles, choices, projects, registrationChoices, registrations, userAccessRoles, users } from '../src/db/schema/index';
import { hashPassword } from '../src/platform/auth/passwords';
import { createSession } from '../src/platform/auth/sessions';
import type { Db } from '../src/platform/db/client';

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
export const TEST_PASSWORD = 'geheim123';
let passwordHash: Promise<string> | null = null;

export interface BuiltUser {
  id: number;
  email: string;
  level: number;
  token: string;
}

/** A confirmed account with a session; `rights` become a global access role of its own. */
export async function buildUser(
  db: Db,
  options: { level?: number; rights?: RightsSet; projectRights?: { projectId: number; rights: RightsSet }; confirmed?: boolean; shouldVerify?: boolean; firstName?: string; lastName?: string; email?: string } = {},
): Promise<BuiltUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = next();
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${id}@example.be`,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `Gebruiker ${id}`,
      level: options.level ?? 0,
      confirmed: options.confirmed ?? true,
      shouldVerify: options.shouldVerify ?? false,
      passwordHash: await passwordHash,
      since: sql`current_date`,
    })
    .returning();
  const grant = async (rights: RightsSet, projectId: number | null) => {
    const [role] = await db
      .insert(accessRoles)
      .values({ name: `Rol ${next()}`, description: 'Rol voor een test', rights: normalizeRights(rights) })
      .returning();
    await db.insert(userAccessRoles).values({ userId: user!.id, accessRoleId: role!.id, projectId });
  };
  if (options.rights) await grant(options.rights, null);
  if (options.projectRights) await grant(options.projectRights.rights, options.projectRights.projectId);
  const token = await createSession(db, user!.id, false);
  return { id: user!.id, email: user!.email, level: user!.level, token };
}

/** Rights for one area, e.g. `areaRights('settings', 'read', 'update')`. */
export function areaRights(area: string, ...keys: string[]): RightsSet {
  const actions = ['read', 'create', 'update', 'delete'];
  return {
    [area]: {
      read: keys.includes('read'),
      create: keys.includes('create'),
      update: keys.includes('update'),
      delete: keys.includes('delete'),
      sub: Object.fromEntries(keys.filter((k) => !actions.includes(k)).map((k) => [k, true])),
    },
  };
}

export async function buildProject(db: Db, values: Partial<typeof projects.$inferInsert> = {}) {
  const [project] = await db
    .insert(projects)
    .values({ name: `Project ${next()}`, openFrom: '2026-01-01', closedFrom: '2099-12-31', closedOffStage: '2099-12-31', projectClosed: '2099-12-31', ...values })
    .returning();
  return project!;
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/** A complete, valid sign-up body (spec 1 §5) for one address. */
export const signUpPayload = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lotte',
  lastName: 'Janssens',
  dateOfBirth: '1990-04-03',
  sex: 1,
  nationality: 'Belg',
  origin: 'BE',
  email,
  emailConfirm: email,
  phoneNumber: '',
  cellPhone: '0475 12 34 56',
  streetName: 'Markt',
  houseNumber: '1',
  bus: '',
  zipCode: '2440',
  cityName: 'Geel',
  tShirt: 'M',
  password: 'geheim123',
  passwordConfirm: 'geheim123',
  privacy: true,
  pictures: true,
  ...overrides,
});

/** A preference option of a project (spec 1 §3 Choice). */
export async function buildChoice(db: Db, projectId: number, values: Partial<Omit<typeof choices.$inferInsert, 'projectId'>> = {}) {
  const [choice] = await db
    .insert(choices)
    .values({ projectId, name: `Keuze ${next()}`, onStage: true, ...values })
    .returning();
  return choice!;
}

/** A registration of a person for a project, with its preferences. */
export async function buildRegistration(db: Db, userId: number, projectId: number, values: Partial<Omit<typeof registrations.$inferInsert, 'userId' | 'projectId'>> = {}, choiceIds: number[] = []) {
  const [registration] = await db
    .insert(registrations)
    .values({ userId, projectId, location: 1, ...values })
    .returning();
  if (choiceIds.length) await db.insert(registrationChoices).values(choiceIds.map((choiceId) => ({ registrationId: registration!.id, choiceId })));
  return registration!;
}
