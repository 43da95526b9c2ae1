import { eq } from 'drizzle-orm';
import { casts, groupLinks, groupUsers, projectGroups, projectRoles, roleUsers, sceneGroups, sceneProjectGroups, sceneRoles, scenes } from '../db/schema/index';
import type { Tx } from '../platform/db/client';
import { createRandom } from './random';

/**
 * The role scheme of the open demo project (issue 5): three acts of fifteen scenes, sixty roles
 * (the first fifteen speaking), twelve groups, and players in both casts drawn from the on-stage
 * registrations. A handful of multi-row inserts, so the seed stays fast.
 */
const DEMO_SCENE_GROUPS = [
  { identifier: 'B1', name: 'Eerste bedrijf' },
  { identifier: 'B2', name: 'Tweede bedrijf' },
  { identifier: 'B3', name: 'Derde bedrijf' },
];

const DEMO_SCENES = [
  'Proloog op de markt',
  'Het hof van Damon',
  'De dood van de koningin',
  'Dimpna vlucht',
  'De overtocht',
  'Aankomst in Geel',
  'De kapel van Sint-Maarten',
  'Herberg De Zwaan',
  'De jacht',
  'De spionnen',
  'Damon vindt zijn dochter',
  'Het martelaarschap',
  'De eerste pelgrims',
  'Het gasthuis',
  'Finale: de stoet',
];

const SPEAKING = [
  'Dimpna',
  'Koning Damon',
  'Gerebernus',
  'De koningin',
  'Raadsheer Odo',
  'De herbergierster',
  'Pastoor van Geel',
  'Hofnar',
  'Eerste spion',
  'Tweede spion',
  'Bode',
  'Zuster Agnes',
  'De burgemeester',
  'Verteller',
  'Jonge pelgrim',
];
const EXTRAS = ['Hofdame', 'Lakei', 'Marktkramer', 'Pelgrim', 'Soldaat', 'Boerin', 'Visser', 'Smid', 'Bedelaar', 'Jager', 'Kind van de herberg', 'Zieke', 'Wachter', 'Schipper', 'Kloosterzuster'];

const DEMO_GROUPS = [
  'Hofhouding',
  'Dorpelingen',
  'Pelgrims',
  'Soldaten',
  'Kinderkoor',
  'Muzikanten',
  'Dansers',
  'Bedelaars',
  'Zusters van het gasthuis',
  'Ruiters',
  'Jagers',
  'Marktvolk',
];

const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(2, '0')}`;

/** Seeds the scheme; `players` are the project's registrations (the demo volunteer first gets two roles and a group). */
export async function seedDemoCasting(tx: Tx, projectId: number, players: { userId: number; location: number }[], demoVolunteerId: number): Promise<void> {
  const rng = createRandom(505);
  const castIds = (await tx.select({ id: casts.id }).from(casts).where(eq(casts.projectId, projectId)).orderBy(casts.id)).map((c) => c.id);
  const acts = await tx
    .insert(sceneGroups)
    .values(DEMO_SCENE_GROUPS.map((g) => ({ ...g, projectId })))
    .returning({ id: sceneGroups.id });
  const sceneIds = (
    await tx
      .insert(scenes)
      .values(DEMO_SCENES.map((name, i) => ({ projectId, identifier: code('S', i + 1), name, sceneGroupId: acts[Math.min(2, Math.floor(i / 5))]!.id })))
      .returning({ id: scenes.id })
  ).map((s) => s.id);
  const roleNames = [...SPEAKING, ...Array.from({ length: 45 }, (_, i) => `${EXTRAS[i % EXTRAS.length]} ${Math.floor(i / EXTRAS.length) + 1}`)];
  const roleIds = (
    await tx
      .insert(projectRoles)
      .values(roleNames.map((name, i) => ({ projectId, identifier: code('R', i + 1), name, speaking: i < SPEAKING.length, description: i === 0 ? 'Ierse prinses, titelrol' : null })))
      .returning({ id: projectRoles.id })
  ).map((r) => r.id);
  const groupIds = (
    await tx
      .insert(projectGroups)
      .values(DEMO_GROUPS.map((name, i) => ({ projectId, identifier: code('G', i + 1), name })))
      .returning({ id: projectGroups.id })
  ).map((g) => g.id);
  // Court and soldiers appear together; pilgrims and beggars too.
  await tx.insert(groupLinks).values([
    { groupId: groupIds[0]!, linkedGroupId: groupIds[3]! },
    { groupId: groupIds[2]!, linkedGroupId: groupIds[7]! },
  ]);

  await tx.insert(sceneRoles).values(roleIds.flatMap((roleId) => rng.sample(sceneIds, rng.int(1, 4)).map((sceneId) => ({ sceneId, roleId }))));
  await tx.insert(sceneProjectGroups).values(groupIds.flatMap((groupId) => rng.sample(sceneIds, rng.int(2, 6)).map((sceneId) => ({ sceneId, groupId }))));

  if (!castIds.length) return;
  const onStage = players.filter((p) => p.location === 1 && p.userId !== demoVolunteerId).map((p) => p.userId);
  const roleLinks: (typeof roleUsers.$inferInsert)[] = [];
  const groupLinksRows: (typeof groupUsers.$inferInsert)[] = [];
  if (players.some((p) => p.userId === demoVolunteerId)) {
    roleLinks.push({ roleId: roleIds[7]!, userId: demoVolunteerId, castId: castIds[0]! }, { roleId: roleIds[20]!, userId: demoVolunteerId, castId: castIds[0]! });
    groupLinksRows.push({ groupId: groupIds[1]!, userId: demoVolunteerId, castId: castIds[0]! });
  }
  roleIds.forEach((roleId, i) => {
    for (const castId of castIds) {
      // Speaking roles have one player per cast; a few extras are still open.
      if (i >= SPEAKING.length && rng.chance(0.15)) continue;
      for (const userId of rng.sample(onStage, i < SPEAKING.length ? 1 : rng.int(1, 2))) roleLinks.push({ roleId, userId, castId });
    }
  });
  for (const groupId of groupIds) for (const castId of castIds) for (const userId of rng.sample(onStage, rng.int(8, 20))) groupLinksRows.push({ groupId, userId, castId });
  await tx.insert(roleUsers).values(roleLinks).onConflictDoNothing();
  await tx.insert(groupUsers).values(groupLinksRows).onConflictDoNothing();
}
