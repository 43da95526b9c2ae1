import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { bootstrapAdmin } from '../../src/seed/bootstrap';
import { createTestApp, type TestApp } from '../app';
import { areaRights, bearer, buildUser } from '../factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD bootstrap', () => {
  it('does nothing without both variables', async () => {
    expect(await bootstrapAdmin(t.ctx.db, { adminEmail: 'a@example.be', adminPassword: null })).toBe(false);
    expect(await t.ctx.db.select().from(users)).toHaveLength(0);
  });

  it('creates one confirmed level-1 account in an empty database, once', async () => {
    const config = { adminEmail: 'eerste@example.be', adminPassword: 'heel-geheim' };
    expect(await bootstrapAdmin(t.ctx.db, config)).toBe(true);
    expect(await bootstrapAdmin(t.ctx.db, config)).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: config.adminEmail, password: config.adminPassword } });
    expect(res.statusCode).toBe(200);
    expect(res.json().level).toBe(1);
  });
});

describe('a user who still has to verify their data', () => {
  it('keeps their own data but loses their rights until they verify (spec 1 §4)', async () => {
    const user = await buildUser(t.ctx.db, { shouldVerify: true, rights: areaRights('settings', 'read') });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: bearer(user) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(user) })).statusCode).toBe(403);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(user) })).json();
    expect(me.shouldVerify).toBe(true);
  });
});
