import { beforeAll, describe, expect, it } from 'vitest';
import { casts, groupUsers, projectGroups, projectRoles, registrations, roleUsers, sceneGroups, sceneProjectGroups, sceneRoles, scenes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildProject, buildUser } from '../../../test/factories';
import { calledUsers, selectionValues, type SelectionItem } from './called.repository';

/**
 * One project with two casts A and B, three scenes (1 and 2 in scene group G), roles r1 (scene 1),
 * r2 (scenes 1 and 2), r3 (scene 3), a group g1 in scene 2, and people:
 * anna r1/A, bart r1/B, cas r2/A, dirk g1/A, eva g1/B, fien r3/A, gert registered but uncast,
 * hans r1/A but no longer registered; olaf plays in another project.
 */
let t: TestApp;
let projectId: number;
const id: Record<string, number> = {};
const userNames = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const project = await buildProject(db);
  const other = await buildProject(db);
  projectId = project.id;
  const people = ['anna', 'bart', 'cas', 'dirk', 'eva', 'fien', 'gert', 'hans', 'olaf'];
  for (const name of people) {
    id[name] = (await buildUser(db, { firstName: name })).id;
    userNames.set(id[name], name);
  }
  await db.insert(registrations).values(people.filter((p) => p !== 'hans' && p !== 'olaf').map((p) => ({ userId: id[p]!, projectId, location: 1 })));
  await db.insert(registrations).values({ userId: id.olaf!, projectId: other.id, location: 1 });
  const [a, b, otherCast] = await db
    .insert(casts)
    .values([
      { projectId, name: 'Cast A' },
      { projectId, name: 'Cast B' },
      { projectId: other.id, name: 'Cast A' },
    ])
    .returning();
  Object.assign(id, { A: a!.id, B: b!.id });
  const [g] = await db.insert(sceneGroups).values({ projectId, identifier: 'G', name: 'Eerste deel' }).returning();
  id.G = g!.id;
  const [s1, s2, s3] = await db
    .insert(scenes)
    .values([
      { projectId, sceneGroupId: g!.id, identifier: 'S1', name: 'Aankomst' },
      { projectId, sceneGroupId: g!.id, identifier: 'S2', name: 'Markt' },
      { projectId, identifier: 'S3', name: 'Slot' },
    ])
    .returning();
  Object.assign(id, { s1: s1!.id, s2: s2!.id, s3: s3!.id });
  const [r1, r2, r3, foreign] = await db
    .insert(projectRoles)
    .values([
      { projectId, identifier: 'R1', name: 'Dimpna' },
      { projectId, identifier: 'R2', name: 'Gerebernus' },
      { projectId, identifier: 'R3', name: 'Koning' },
      { projectId: other.id, identifier: 'R1', name: 'Elders' },
    ])
    .returning();
  Object.assign(id, { r1: r1!.id, r2: r2!.id, r3: r3!.id, foreign: foreign!.id });
  const [g1] = await db.insert(projectGroups).values({ projectId, identifier: 'G1', name: 'Marktkramers' }).returning();
  id.g1 = g1!.id;
  await db.insert(sceneRoles).values([
    { sceneId: s1!.id, roleId: r1!.id },
    { sceneId: s1!.id, roleId: r2!.id },
    { sceneId: s2!.id, roleId: r2!.id },
    { sceneId: s3!.id, roleId: r3!.id },
  ]);
  await db.insert(sceneProjectGroups).values({ sceneId: s2!.id, groupId: g1!.id });
  await db.insert(roleUsers).values([
    { roleId: r1!.id, userId: id.anna!, castId: a!.id },
    { roleId: r1!.id, userId: id.bart!, castId: b!.id },
    { roleId: r2!.id, userId: id.cas!, castId: a!.id },
    { roleId: r3!.id, userId: id.fien!, castId: a!.id },
    { roleId: r1!.id, userId: id.hans!, castId: a!.id },
    { roleId: foreign!.id, userId: id.olaf!, castId: otherCast!.id },
  ]);
  await db.insert(groupUsers).values([
    { groupId: g1!.id, userId: id.dirk!, castId: a!.id },
    { groupId: g1!.id, userId: id.eva!, castId: b!.id },
  ]);
});

const called = async (...items: [SelectionItem['kind'], string | null, string | null][]) => {
  const selection = items.map(([kind, ref, cast]) => ({ kind, refId: ref === null ? null : id[ref]!, castId: cast === null ? null : id[cast]! }));
  const rows = await calledUsers(t.ctx.db, projectId, selectionValues(selection));
  return rows.map((r) => userNames.get(r.userId)).sort();
};

describe('who is called', () => {
  it.each<[string, [SelectionItem['kind'], string | null, string | null][], string[]]>([
    ['scene 1 in cast A', [['scene', 's1', 'A']], ['anna', 'cas']],
    ['scene 1 in cast B', [['scene', 's1', 'B']], ['bart']],
    ['scene 1 in every cast', [['scene', 's1', null]], ['anna', 'bart', 'cas']],
    ['scene 2 (a role and a group)', [['scene', 's2', null]], ['cas', 'dirk', 'eva']],
    ['scene group G in cast A', [['sceneGroup', 'G', 'A']], ['anna', 'cas', 'dirk']],
    ['cast B', [['cast', 'B', null]], ['bart', 'eva']],
    ['a group in cast A', [['group', 'g1', 'A']], ['dirk']],
    ['a role and a user, overlapping', [['role', 'r1', null], ['user', 'anna', null], ['user', 'gert', null]], ['anna', 'bart', 'gert']],
    ['everybody registered', [['all', null, null]], ['anna', 'bart', 'cas', 'dirk', 'eva', 'fien', 'gert']],
    ['a role of another project calls nobody', [['role', 'foreign', null]], []],
    ['nothing selected', [], []],
  ])('%s', async (_label, items, expected) => {
    expect(await called(...items)).toEqual(expected);
  });

  it('marks who is called through a role of their own', async () => {
    const rows = await calledUsers(t.ctx.db, projectId, selectionValues([{ kind: 'scene', refId: id.s2!, castId: null }]));
    const byUser = new Map(rows.map((r) => [r.userId, r.viaRole]));
    expect(byUser.get(id.cas!)).toBe(true);
    expect(byUser.get(id.dirk!)).toBe(false);
  });
});
