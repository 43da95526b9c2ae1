import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { areaRights, buildProject, buildUser } from '../../../test/factories';
import { sessions } from '../../db/schema/index';
import { globalRightsOf } from '../access/rights.repository';
import { useFastHashing } from './passwords';
import { findSessionWithRoles } from './sessions';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  useFastHashing(true);
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('findSessionWithRoles', () => {
  it('returns the session, its user and the rights of global roles only', async () => {
    const project = await buildProject(database.db);
    const user = await buildUser(database.db, { level: 2, rights: areaRights('users', 'read'), projectRights: { projectId: project.id, rights: areaRights('projects', 'update') } });
    const found = await findSessionWithRoles(database.db, user.token);
    expect(found?.user.id).toBe(user.id);
    expect(found?.roleRights).toHaveLength(1);
    const rights = globalRightsOf(found!.user, found!.roleRights);
    expect(rights.users?.read).toBe(true);
    expect(rights.projects?.update ?? false).toBe(false);
  });

  it('gives an empty role list to a user without roles, and every right to level 1', async () => {
    const plain = await buildUser(database.db);
    expect((await findSessionWithRoles(database.db, plain.token))?.roleRights).toEqual([]);
    const admin = await buildUser(database.db, { level: 1 });
    const found = (await findSessionWithRoles(database.db, admin.token))!;
    expect(globalRightsOf(found.user, found.roleRights).settings?.update).toBe(true);
  });

  it('finds nothing for an unknown or expired token', async () => {
    expect(await findSessionWithRoles(database.db, 'onbekend')).toBeNull();
    const user = await buildUser(database.db);
    const found = (await findSessionWithRoles(database.db, user.token))!;
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, found.sessionId));
    expect(await findSessionWithRoles(database.db, user.token)).toBeNull();
  });
});
