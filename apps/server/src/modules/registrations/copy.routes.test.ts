import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildChoice, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { call, choiceIdsOf, OPEN, registrationOf } from '../../../test/registrations';

let t: TestApp;
let source: Awaited<ReturnType<typeof buildProject>>;
let copier: BuiltUser;
const url = (p: { id: number }) => `/api/project/${p.id}/registrations/copy`;

beforeAll(async () => {
  t = await createTestApp();
  source = await buildProject(t.ctx.db, { name: 'Bron', ...OPEN, auditionsEnabled: true });
  copier = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'create', 'copy') });
});

describe('POST /api/project/{id}/registrations/copy', () => {
  it('answers 401, 403 without canCopyRegistrations, 400 for a bad body or the same project', async () => {
    const target = await buildProject(t.ctx.db, OPEN);
    expect((await call(t, 'POST', url(source), null, { projectId: target.id })).statusCode).toBe(401);
    const creator = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'create') });
    expect((await call(t, 'POST', url(source), creator, { projectId: target.id })).statusCode).toBe(403);
    expect((await call(t, 'POST', url(source), copier, { projectId: 'x' })).statusCode).toBe(400);
    const same = await call(t, 'POST', url(source), copier, { projectId: source.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Kies een ander project om naar te kopiëren.');
  });

  it('answers 404 for a missing target, 403 without registrations.create in the target', async () => {
    expect((await call(t, 'POST', url(source), copier, { projectId: 999999 })).statusCode).toBe(404);
    const target = await buildProject(t.ctx.db, OPEN);
    const onlySource = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: source.id, rights: areaRights('registrations', 'read', 'create', 'copy') } });
    expect((await call(t, 'POST', url(source), onlySource, { projectId: target.id })).statusCode).toBe(403);
  });

  it('copies every registration with matching preferences, skips people already there, reports progress to 100', async () => {
    const from = await buildProject(t.ctx.db, { ...OPEN, auditionsEnabled: true, dietEnabled: true });
    const target = await buildProject(t.ctx.db, { ...OPEN, auditionsEnabled: false });
    const sourceRole = await buildChoice(t.ctx.db, from.id, { name: 'Dorpeling' });
    const sourceOnly = await buildChoice(t.ctx.db, from.id, { name: 'Alleen hier' });
    const targetRole = await buildChoice(t.ctx.db, target.id, { name: 'dorpeling' });
    const people = await Promise.all(Array.from({ length: 7 }, () => buildUser(t.ctx.db)));
    for (const p of people) await buildRegistration(t.ctx.db, p.id, from.id, { auditioning: true, talents: 'Zingen', diet: 'Vegetarisch', ownerRemarks: 'Intern' }, [sourceRole.id, sourceOnly.id]);
    await buildRegistration(t.ctx.db, people[0]!.id, target.id, { location: 0, talents: 'Eigen' });

    const res = await call(t, 'POST', url(from), copier, { projectId: target.id, uuid: 'abc' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Inschrijvingen succesvol gekopieerd', copied: 6, skipped: 1 });
    const kept = await registrationOf(t.ctx.db, people[0]!.id, target.id);
    expect(kept).toMatchObject({ location: 0, talents: 'Eigen' });
    const copied = await registrationOf(t.ctx.db, people[1]!.id, target.id);
    expect(copied).toMatchObject({ location: 1, talents: 'Zingen', auditioning: false, diet: null, ownerRemarks: null });
    expect(await choiceIdsOf(t.ctx.db, copied!.id)).toEqual([targetRole.id]);
    const progress = t.realtime.sent.filter((e) => e.room === `user:${copier.id}` && e.event === 'REGISTRATIONS_COPY_PROGRESS').map((e) => (e.payload as { progress: number }).progress);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
  });
});

describe('GET /api/project/{id}/registrations/copy-targets', () => {
  it('answers 401, 403 without canCopyRegistrations, and the other projects one may register in', async () => {
    expect((await call(t, 'GET', `/api/project/${source.id}/registrations/copy-targets`, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/project/${source.id}/registrations/copy-targets`, await buildUser(t.ctx.db))).statusCode).toBe(403);
    const target = await buildProject(t.ctx.db, { name: 'Doel' });
    const projectCopier = await buildUser(t.ctx.db, {
      level: 2,
      projectRights: { projectId: source.id, rights: areaRights('registrations', 'read', 'create', 'copy') },
    });
    const answer = (await call(t, 'GET', `/api/project/${source.id}/registrations/copy-targets`, copier)).json<{ value: number; label: string }[]>();
    expect(answer.map((p) => p.value)).toContain(target.id);
    expect(answer.map((p) => p.value)).not.toContain(source.id);
    expect((await call(t, 'GET', `/api/project/${source.id}/registrations/copy-targets`, projectCopier)).json()).toEqual([]);
  });
});
