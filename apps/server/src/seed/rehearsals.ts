import { fromBrussels, brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import { eq, sql } from 'drizzle-orm';
import {
  casts,
  groupUsers,
  locations,
  presences,
  projectGroups,
  projectRoles,
  registrations,
  repetitions,
  repetitionSelections,
  repetitionTypes,
  roleUsers,
  sceneProjectGroups,
  sceneRoles,
  scenes,
} from '../db/schema/index';
import type { Tx } from '../platform/db/client';
import { calledUsers, repetitionSelection } from '../modules/casting/called.repository';
import { createRandom } from './random';

/** The demo volunteer's kiosk pin, so the pin screen can be tried at once. */
export const DEMO_VOLUNTEER_PIN = '12345';

/**
 * Rehearsals of the open demo project (issue 6): a small casting structure when the project has
 * none yet (two scenes with their roles and a group; the demo volunteer plays in scene 1), then
 * rehearsals in the past with presence history, one today starting within the hour (the kiosk can
 * be tried at once), one later today and several in the coming weeks.
 */
export async function seedDemoRehearsals(tx: Tx, options: { projectId: number; demoVolunteerId: number; now?: Date }): Promise<void> {
  const { projectId, demoVolunteerId } = options;
  const now = options.now ?? new Date();
  const rng = createRandom(606);
  const [loc] = await tx.select().from(locations).where(eq(locations.projectId, projectId)).limit(1);
  const types = await tx.select().from(repetitionTypes).where(eq(repetitionTypes.projectId, projectId));
  const [castA] = await tx.select().from(casts).where(eq(casts.projectId, projectId)).orderBy(casts.id).limit(1);
  if (!loc || !types.length || !castA) return;

  // With an existing role scheme, the scenes the demo volunteer plays in come first: the scene
  // rehearsals (and the kiosk one) call them, so their pin works at once.
  const volunteerPlays = sql`(exists (select 1 from ${sceneRoles} join ${roleUsers} on ${roleUsers.roleId} = ${sceneRoles.roleId}
      where ${sceneRoles.sceneId} = ${scenes.id} and ${roleUsers.userId} = ${demoVolunteerId})
    or exists (select 1 from ${sceneProjectGroups} join ${groupUsers} on ${groupUsers.groupId} = ${sceneProjectGroups.groupId}
      where ${sceneProjectGroups.sceneId} = ${scenes.id} and ${groupUsers.userId} = ${demoVolunteerId}))`;
  let sceneIds = (
    await tx
      .select({ id: scenes.id })
      .from(scenes)
      .where(eq(scenes.projectId, projectId))
      .orderBy(sql`${volunteerPlays} desc`, scenes.id)
  ).map((s) => s.id);
  if (!sceneIds.length) {
    const regs = (
      await tx.select({ userId: registrations.userId }).from(registrations).where(eq(registrations.projectId, projectId)).orderBy(registrations.id).limit(60)
    ).map((r) => r.userId);
    const others = regs.filter((id) => id !== demoVolunteerId);
    const roles = await tx
      .insert(projectRoles)
      .values([
        { projectId, identifier: 'R01', name: 'Sint-Dimpna', speaking: true },
        { projectId, identifier: 'R02', name: 'Koning Damon', speaking: true },
        { projectId, identifier: 'R03', name: 'Priester Gerebernus', speaking: true },
      ])
      .returning();
    const [villagers] = await tx.insert(projectGroups).values({ projectId, identifier: 'G01', name: 'Dorpelingen' }).returning();
    const made = await tx
      .insert(scenes)
      .values([
        { projectId, identifier: 'S01', name: 'De vlucht uit Ierland' },
        { projectId, identifier: 'S02', name: 'Aankomst in Geel' },
      ])
      .returning();
    sceneIds = made.map((s) => s.id);
    await tx.insert(sceneRoles).values([
      { sceneId: made[0]!.id, roleId: roles[0]!.id },
      { sceneId: made[0]!.id, roleId: roles[1]!.id },
      { sceneId: made[1]!.id, roleId: roles[2]!.id },
    ]);
    await tx.insert(sceneProjectGroups).values({ sceneId: made[1]!.id, groupId: villagers!.id });
    await tx.insert(roleUsers).values([
      { roleId: roles[0]!.id, userId: demoVolunteerId, castId: castA.id },
      { roleId: roles[1]!.id, userId: others[0]!, castId: castA.id },
      { roleId: roles[2]!.id, userId: others[1]!, castId: castA.id },
    ]);
    await tx.insert(groupUsers).values(others.slice(2, 32).map((userId) => ({ groupId: villagers!.id, userId, castId: castA.id })));
  }

  await tx.execute(sql`update users set pin = ${DEMO_VOLUNTEER_PIN} where id = ${demoVolunteerId} and pin is null`);

  const today = brusselsDateTime(now).date;
  const day = (offset: number) => brusselsDateTime(new Date(now.getTime() + offset * 86_400_000)).date;
  // Starts 45 minutes from now, on a 5-minute boundary: inside the kiosk window.
  const soon = new Date(Math.ceil((now.getTime() + 45 * 60_000) / 300_000) * 300_000);
  const plan: { identifier: string; name: string; start: Date; hours: number; scene: number | null; register: boolean }[] = [
    { identifier: 'L1', name: 'Eerste lezing', start: fromBrussels(day(-21), '19:30'), hours: 2, scene: null, register: true },
    { identifier: 'S1-1', name: 'Scènerepetitie De vlucht', start: fromBrussels(day(-14), '19:30'), hours: 2.5, scene: 0, register: true },
    { identifier: 'S2-1', name: 'Scènerepetitie Aankomst', start: fromBrussels(day(-7), '19:30'), hours: 2.5, scene: 1, register: true },
    { identifier: 'S1-2', name: 'Scènerepetitie De vlucht (2)', start: soon, hours: 2, scene: 0, register: true },
    { identifier: 'S2-2', name: 'Avondrepetitie Aankomst', start: fromBrussels(today, '21:30'), hours: 1.5, scene: 1, register: true },
    { identifier: 'D1', name: 'Eerste doorloop', start: fromBrussels(day(7), '19:00'), hours: 3, scene: null, register: true },
    { identifier: 'S1-3', name: 'Scènerepetitie De vlucht (3)', start: fromBrussels(day(10), '19:30'), hours: 2, scene: 0, register: true },
    { identifier: 'D2', name: 'Tweede doorloop', start: fromBrussels(day(17), '14:00'), hours: 4, scene: null, register: true },
    { identifier: 'GEN', name: 'Generale repetitie', start: fromBrussels(day(28), '19:00'), hours: 4, scene: null, register: false },
  ];
  for (const [i, p] of plan.entries()) {
    const [rep] = await tx
      .insert(repetitions)
      .values({
        projectId,
        identifier: p.identifier,
        name: p.name,
        description: p.scene === null ? 'Iedereen van het project wordt verwacht.' : null,
        startDt: p.start,
        endDt: new Date(p.start.getTime() + p.hours * 3_600_000),
        locationId: loc.id,
        typeId: types[Math.min(i % types.length, types.length - 1)]!.id,
        register: p.register,
        sendMail: p.register,
      })
      .returning();
    await tx
      .insert(repetitionSelections)
      .values(p.scene === null ? { repetitionId: rep!.id, kind: 'all' } : { repetitionId: rep!.id, kind: 'scene', refId: sceneIds[p.scene] ?? sceneIds[0]! });
    if (p.start.getTime() < now.getTime() - 86_400_000) {
      // Presence history: most came with their pin, some signed off with a reason, a few stayed away.
      const called = await calledUsers(tx, projectId, repetitionSelection(rep!.id));
      const rows = called.slice(0, 400).map((c) => {
        const roll = rng.next();
        if (roll < 0.75) return { repetitionId: rep!.id, userId: c.userId, present: true, markedPresent: true, presentAt: p.start };
        if (roll < 0.9) return { repetitionId: rep!.id, userId: c.userId, present: false, markedPresent: false, reason: rng.next() < 0.5 ? 'Ziek' : 'Op reis' };
        return { repetitionId: rep!.id, userId: c.userId, present: false, markedPresent: true };
      });
      for (let j = 0; j < rows.length; j += 500) await tx.insert(presences).values(rows.slice(j, j + 500));
    }
  }
}
