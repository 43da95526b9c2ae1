import { offeredChoices } from '@coulisse/shared/rules/registration';
import type { Location } from '@coulisse/shared/rules/registrationWindow';
import { inArray } from 'drizzle-orm';
import { choices, projects, registrationChoices } from '../db/schema/index';
import type { Tx } from '../platform/db/client';
import { addMonths, yearOf } from './dates';
import { createRandom } from './random';
import { seedDemoCasting } from './casting';
import { seedDemoProjectSettings } from './demoProjectSettings';
import { generateRegistration, insertRegistrations, type NewRegistration } from './registrations';

/** How many generated volunteers register in each demo project. */
export const DEMO_OPEN_REGISTRATIONS = 300;
export const DEMO_CLOSED_REGISTRATIONS = 90;

/**
 * The demo's two projects, dated relative to today so the demo stays meaningful whenever it is
 * started: one open for registrations (active by spec 1 §4), one finished. The year in the name
 * follows the performances (projectClosed).
 */
function demoProjects(today: string): (typeof projects.$inferInsert)[] {
  const openEnd = addMonths(today, 8);
  const closedEnd = addMonths(today, -11);
  return [
    {
      name: `Het Geels Dolhuys ${yearOf(openEnd)}`,
      title: 'Het Geels Dolhuys',
      subtitle: 'Openluchtspel over zeven eeuwen gezinsverpleging in Geel',
      openFrom: addMonths(today, -2),
      rolesOpen: addMonths(today, -1),
      rolesClosed: addMonths(today, 3),
      closedFrom: addMonths(today, 4),
      closedOffStage: addMonths(today, 5),
      editRegistrationClosed: addMonths(today, 4),
      deleteRegistrationClosed: addMonths(today, 4),
      projectClosed: openEnd,
      auditionsEnabled: true,
      auditionHint: 'De audities voor de sprekende rollen vinden plaats op zaterdag in zaal De Werft.',
      replyTo: 'dolhuys@coulisse.be',
    },
    {
      name: `Dimpna-spel ${yearOf(closedEnd)}`,
      title: 'Dimpna-spel',
      subtitle: 'De legende van Sint-Dimpna op de Grote Markt',
      openFrom: addMonths(today, -20),
      rolesOpen: addMonths(today, -19),
      rolesClosed: addMonths(today, -16),
      closedFrom: addMonths(today, -15),
      closedOffStage: addMonths(today, -14),
      editRegistrationClosed: addMonths(today, -15),
      deleteRegistrationClosed: addMonths(today, -15),
      projectClosed: closedEnd,
    },
  ];
}

/**
 * Registration preferences of a demo project without choices of its own (spec 1 §3 Choice): roles
 * on stage, tasks beside it, as a heritage play asks for them.
 */
const DEMO_CHOICES: readonly { name: string; onStage: boolean; role: boolean }[] = [
  { name: 'Sprekende rol', onStage: true, role: true },
  { name: 'Figurant', onStage: true, role: true },
  { name: 'Dorpeling in de massascènes', onStage: true, role: true },
  { name: 'Zanger in het koor', onStage: true, role: true },
  { name: 'Danser', onStage: true, role: true },
  { name: 'Muzikant', onStage: true, role: true },
  { name: 'Kostuums naaien en passen', onStage: false, role: false },
  { name: 'Decorbouw', onStage: false, role: false },
  { name: 'Licht en geluid', onStage: false, role: false },
  { name: 'Grime en haar', onStage: false, role: false },
  { name: 'Onthaal en kassa', onStage: false, role: false },
  { name: 'Catering', onStage: false, role: false },
];

/** Inserts the demo projects with their choices and registrations of generated volunteers; the demo volunteer joins the open one. */
export async function seedDemoProjects(tx: Tx, options: { today: string; volunteerIds: number[]; demoVolunteerId: number }): Promise<void> {
  const rng = createRandom(2027);
  const [open, closed] = await tx.insert(projects).values(demoProjects(options.today)).returning();
  await seedDemoProjectSettings(tx, open!);
  const rows: NewRegistration[] = [];
  const register = (project: NonNullable<typeof open>, lastDay: string, userIds: number[]) => {
    const window = { id: project.id, openFrom: project.openFrom!, lastDay, auditionsEnabled: project.auditionsEnabled, extended: project.extended };
    for (const userId of userIds) rows.push(generateRegistration(rng, window, userId));
  };
  register(open!, options.today, [options.demoVolunteerId, ...rng.sample(options.volunteerIds, DEMO_OPEN_REGISTRATIONS)]);
  // The demo volunteer plays on stage, so the participant's roles page has something to show.
  rows[0]!.location = 1;
  register(closed!, closed!.closedOffStage!, rng.sample(options.volunteerIds, DEMO_CLOSED_REGISTRATIONS));
  // A project whose settings already hold choices (the projects area seeds the open one) keeps them.
  const existing = await tx.select().from(choices).where(inArray(choices.projectId, [open!.id, closed!.id]));
  const bare = [open!, closed!].filter((project) => !existing.some((c) => c.projectId === project.id));
  const added = bare.length ? await tx.insert(choices).values(bare.flatMap((project) => DEMO_CHOICES.map((c) => ({ ...c, projectId: project.id })))).returning() : [];
  const made = [...existing, ...added];
  const inserted = await insertRegistrations(tx, rows);
  // One to three of the preferences the form offers that registration (its side; extended-only ones only in an extended project).
  const links = inserted.flatMap((r) => {
    const project = r.projectId === open!.id ? open! : closed!;
    const offered = offeredChoices(
      made.filter((c) => c.projectId === r.projectId),
      r.location as Location,
      project.extended,
    );
    return rng.sample(offered, rng.int(1, 3)).map((c) => ({ registrationId: r.id, choiceId: c.id }));
  });
  for (let i = 0; i < links.length; i += 2000) await tx.insert(registrationChoices).values(links.slice(i, i + 2000));
  await seedDemoCasting(
    tx,
    open!.id,
    rows.filter((r) => r.projectId === open!.id).map((r) => ({ userId: r.userId, location: r.location ?? 1 })),
    options.demoVolunteerId,
  );
}
