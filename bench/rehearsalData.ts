import { todayInBrussels } from '@coulisse/shared/rules/account';
import { eq, inArray } from 'drizzle-orm';
import {
  casts,
  groupUsers,
  locations,
  presences,
  projectGroups,
  projectRoles,
  projects,
  registrations,
  repetitionSelections,
  repetitionTypes,
  repetitions,
  roleUsers,
  sceneProjectGroups,
  sceneRoles,
  scenes,
  users,
} from '../apps/server/src/db/schema/index';
import { assignPins } from '../apps/server/src/modules/rehearsals/rehearsals.repository';
import type { Database, Tx } from '../apps/server/src/platform/db/client';
import { createRandom } from '../apps/server/src/seed/random';
import { generateRegistration, insertRegistrations } from '../apps/server/src/seed/registrations';
import type { RehearsalFixture } from './protocol';

/** Called participants of the attendance-list rehearsal (issue 6). */
const ATTENDANCE_PARTICIPANTS = 2000;
/** Pins entered at once on the kiosk. */
const KIOSK_PINS = 300;

const ROLES = 60;
const GROUPS = 20;
const SCENES = 30;

/**
 * Rehearsal data for the issue 6 scenarios, on top of the generated organisation: the biggest
 * project is topped up to 2,000 registrations (the only rows added to the dataset's 100,000) and
 * gets two casts, 60 roles, 20 groups and 30 scenes (4 roles and 2 groups each) with every
 * registered person in a role or a group. Three rehearsals: one calling the whole project (the
 * attendance list, a third signed off with a reason, a third present), one calling a scene (the
 * called-users resolution), and one starting in 30 minutes for the kiosk, with pins for 300 people.
 */
export async function createRehearsalData(database: Database, projectId: number, userCount: number): Promise<RehearsalFixture> {
  const rng = createRandom(6);
  const today = todayInBrussels();
  const target = Math.min(ATTENDANCE_PARTICIPANTS, userCount);
  const fixture = await database.db.transaction(async (tx: Tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
    const registered = (await tx.select({ userId: registrations.userId }).from(registrations).where(eq(registrations.projectId, projectId))).map(
      (r) => r.userId,
    );
    if (registered.length < target) {
      const taken = new Set(registered);
      const others = (await tx.select({ id: users.id }).from(users).where(eq(users.level, 0)).orderBy(users.id))
        .map((u) => u.id)
        .filter((id) => !taken.has(id));
      const window = {
        id: projectId,
        openFrom: project!.openFrom!,
        lastDay: project!.closedOffStage! < today ? project!.closedOffStage! : today,
        auditionsEnabled: project!.auditionsEnabled,
        extended: project!.extended,
      };
      const extra = rng.sample(others, target - registered.length);
      await insertRegistrations(
        tx,
        extra.map((userId) => generateRegistration(rng, window, userId)),
      );
      registered.push(...extra);
    }
    registered.sort((a, b) => a - b);
    const castRows = await tx
      .insert(casts)
      .values([
        { projectId, name: 'Cast A' },
        { projectId, name: 'Cast B' },
      ])
      .returning({ id: casts.id });
    const [location] = await tx
      .insert(locations)
      .values({ projectId, name: 'Feestzaal', identifier: 'FZ', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' })
      .returning({ id: locations.id });
    const [type] = await tx.insert(repetitionTypes).values({ projectId, name: 'Repetitie' }).returning({ id: repetitionTypes.id });
    const roleIds = (
      await tx
        .insert(projectRoles)
        .values(Array.from({ length: ROLES }, (_, i) => ({ projectId, identifier: `R${i + 1}`, name: `Rol ${i + 1}`, speaking: i % 3 === 0 })))
        .returning({ id: projectRoles.id })
    ).map((r) => r.id);
    const groupIds = (
      await tx
        .insert(projectGroups)
        .values(Array.from({ length: GROUPS }, (_, i) => ({ projectId, identifier: `G${i + 1}`, name: `Groep ${i + 1}` })))
        .returning({ id: projectGroups.id })
    ).map((g) => g.id);
    const sceneIds = (
      await tx
        .insert(scenes)
        .values(Array.from({ length: SCENES }, (_, i) => ({ projectId, identifier: `S${i + 1}`, name: `Scène ${i + 1}` })))
        .returning({ id: scenes.id })
    ).map((s) => s.id);
    await tx.insert(sceneRoles).values(sceneIds.flatMap((sceneId, i) => [0, 1, 2, 3].map((k) => ({ sceneId, roleId: roleIds[(2 * i + k) % ROLES]! }))));
    await tx
      .insert(sceneProjectGroups)
      .values(sceneIds.flatMap((sceneId, i) => [i % GROUPS, (i + 7) % GROUPS].map((k) => ({ sceneId, groupId: groupIds[k]! }))));
    // A fifth of the people play a role (in both casts the role has different players), the rest are in a group.
    const roleRows = [];
    const groupRows = [];
    for (const [k, userId] of registered.entries()) {
      const castId = castRows[k % 2]!.id;
      if (k % 5 === 0) roleRows.push({ roleId: roleIds[(k / 5) % ROLES]!, userId, castId });
      else groupRows.push({ groupId: groupIds[k % GROUPS]!, userId, castId });
    }
    for (let i = 0; i < roleRows.length; i += 2000) await tx.insert(roleUsers).values(roleRows.slice(i, i + 2000));
    for (let i = 0; i < groupRows.length; i += 2000) await tx.insert(groupUsers).values(groupRows.slice(i, i + 2000));

    const now = Date.now();
    const hour = 3_600_000;
    const rehearsal = (identifier: string, name: string, start: number) => ({
      projectId,
      identifier,
      name,
      startDt: new Date(start),
      endDt: new Date(start + 3 * hour),
      locationId: location!.id,
      typeId: type!.id,
      register: true,
    });
    const [attendance, scene, kiosk] = await tx
      .insert(repetitions)
      .values([rehearsal('B1', 'Doorloop', now + 2 * hour), rehearsal('B2', 'Scène 1', now + 26 * hour), rehearsal('B3', 'Kiosk', now + hour / 2)])
      .returning({ id: repetitions.id });
    await tx.insert(repetitionSelections).values([
      { repetitionId: attendance!.id, kind: 'all', refId: null, castId: null },
      { repetitionId: scene!.id, kind: 'scene', refId: sceneIds[0]!, castId: null },
      { repetitionId: kiosk!.id, kind: 'all', refId: null, castId: null },
    ]);
    const presenceRows: (typeof presences.$inferInsert)[] = registered.flatMap((userId, k): (typeof presences.$inferInsert)[] =>
      k % 3 === 0
        ? [{ repetitionId: attendance!.id, userId, present: false, markedPresent: false, reason: 'Op reis' }]
        : k % 3 === 1
          ? [{ repetitionId: attendance!.id, userId, present: true, markedPresent: true, presentAt: new Date(now) }]
          : [],
    );
    for (let i = 0; i < presenceRows.length; i += 2000) await tx.insert(presences).values(presenceRows.slice(i, i + 2000));
    const pinUsers = registered.slice(0, Math.min(KIOSK_PINS, registered.length));
    await assignPins(tx, pinUsers);
    const pins = (await tx.select({ pin: users.pin }).from(users).where(inArray(users.id, pinUsers))).map((u) => u.pin!);
    return { projectId, attendanceId: attendance!.id, sceneRehearsalId: scene!.id, kioskId: kiosk!.id, called: registered.length, pins };
  });
  await database.raw.exec('ANALYZE');
  return fixture;
}
