import type { ChoiceDto, LocationDto, NamedDto, ProjectSettingsDto, ProjectSettingsLists } from '@coulisse/shared/schemas/projects';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { accessRoles, casts, choices, locations, projects, repetitions, repetitionTypes } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

/** The items of the settings tabs, each of one project, by the name services use. */
const ITEM_TABLES = { choices, casts, repetitionTypes, locations } as const;
type ItemTable = (typeof ITEM_TABLES)[ItemKind];
export type ItemKind = keyof typeof ITEM_TABLES;
/** The tabs whose items are a name, unique (case-insensitively) in the project. */
export type NamedKind = 'casts' | 'repetitionTypes';

/** The project of each item that exists, in one statement: the access resolvers of the settings tabs. */
const projectsOfItems = (table: ItemTable) =>
  async function projectsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const found = await db
      .select({ id: table.id, projectId: table.projectId })
      .from(table)
      .where(inArray(table.id, [...ids]));
    return new Map(found.map((r) => [r.id, r.projectId]));
  };
// Made once: the resolver registry accepts a second registration only of the same function.
export const projectsOfChoices = projectsOfItems(choices);
export const projectsOfCasts = projectsOfItems(casts);
export const projectsOfRepetitionTypes = projectsOfItems(repetitionTypes);
export const projectsOfLocations = projectsOfItems(locations);

export async function projectExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return Boolean(row);
}

// ---- Tab algemeen ----

const generalColumns = { replyTo: projects.replyTo, dietEnabled: projects.dietEnabled, reminderHours: projects.reminderHours };

export async function findSettings(db: DbOrTx, projectId: number): Promise<ProjectSettingsDto | null> {
  const [row] = await db.select(generalColumns).from(projects).where(eq(projects.id, projectId));
  return row ?? null;
}

/** Writes tab algemeen; a reminder time left out stays as it is. */
export async function writeSettings(db: DbOrTx, projectId: number, values: Omit<ProjectSettingsDto, 'reminderHours'> & { reminderHours?: number }): Promise<ProjectSettingsDto | null> {
  const [row] = await db
    .update(projects)
    .set({ replyTo: values.replyTo, dietEnabled: values.dietEnabled, reminderHours: values.reminderHours })
    .where(eq(projects.id, projectId))
    .returning(generalColumns);
  return row ?? null;
}

// ---- The lists of the tabs, by name ----

export const choicesOf = (db: DbOrTx, projectId: number): Promise<ChoiceDto[]> =>
  db.select().from(choices).where(eq(choices.projectId, projectId)).orderBy(asc(choices.name), asc(choices.id));

export async function settingsListsOf(db: DbOrTx, projectId: number): Promise<ProjectSettingsLists> {
  const [choiceRows, castRows, typeRows, locationRows] = await Promise.all([
    choicesOf(db, projectId),
    db.select().from(casts).where(eq(casts.projectId, projectId)).orderBy(asc(casts.name), asc(casts.id)),
    db.select().from(repetitionTypes).where(eq(repetitionTypes.projectId, projectId)).orderBy(asc(repetitionTypes.name), asc(repetitionTypes.id)),
    db.select().from(locations).where(eq(locations.projectId, projectId)).orderBy(asc(locations.name), asc(locations.id)),
  ]);
  return { choices: choiceRows, casts: castRows, types: typeRows, locations: locationRows };
}

// ---- Choices ----

type ChoiceValues = Omit<typeof choices.$inferInsert, 'id' | 'projectId'>;

export async function insertChoice(db: DbOrTx, projectId: number, values: ChoiceValues): Promise<ChoiceDto> {
  const [row] = await db
    .insert(choices)
    .values({ ...values, projectId })
    .returning();
  return row!;
}

/** Changes a choice of the project; null when the project has no such choice. */
export async function updateChoice(db: DbOrTx, projectId: number, id: number, values: ChoiceValues): Promise<ChoiceDto | null> {
  const [row] = await db
    .update(choices)
    .set(values)
    .where(and(eq(choices.id, id), eq(choices.projectId, projectId)))
    .returning();
  return row ?? null;
}

export async function deleteChoice(db: DbOrTx, projectId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(choices)
    .where(and(eq(choices.id, id), eq(choices.projectId, projectId)))
    .returning({ id: choices.id });
  return deleted.length > 0;
}

// ---- Casts and rehearsal types, locations: one item of the project, locked for a change ----

/** Whether the project holds the item; `lock` takes its row until the transaction ends. */
export async function holdsItem(tx: Tx, kind: ItemKind, projectId: number, id: number, lock = false): Promise<boolean> {
  const table: ItemTable = ITEM_TABLES[kind];
  const query = tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.projectId, projectId)));
  const [row] = lock ? await query.for('update') : await query;
  return Boolean(row);
}

export async function nameTaken(db: DbOrTx, kind: NamedKind, projectId: number, name: string, exceptId?: number): Promise<boolean> {
  const table = ITEM_TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.projectId, projectId), sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertNamed(tx: Tx, kind: NamedKind, projectId: number, name: string): Promise<NamedDto> {
  const [row] = await tx.insert(ITEM_TABLES[kind]).values({ projectId, name }).returning();
  return row!;
}

export async function renameNamed(tx: Tx, kind: NamedKind, id: number, name: string): Promise<NamedDto> {
  const table = ITEM_TABLES[kind];
  const [row] = await tx.update(table).set({ name }).where(eq(table.id, id)).returning();
  return row!;
}

export async function deleteItem(tx: Tx, kind: ItemKind, id: number): Promise<void> {
  const table: ItemTable = ITEM_TABLES[kind];
  await tx.delete(table).where(eq(table.id, id));
}

/** Whether a rehearsal uses the type or the location (both restrict their deletion). */
export async function usedByRehearsal(tx: Tx, by: 'typeId' | 'locationId', id: number): Promise<boolean> {
  const [used] = await tx.select({ id: repetitions.id }).from(repetitions).where(eq(repetitions[by], id)).limit(1);
  return Boolean(used);
}

type LocationValues = Omit<typeof locations.$inferInsert, 'id' | 'projectId'>;

export async function identifierTaken(db: DbOrTx, projectId: number, identifier: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.projectId, projectId), sql`lower(${locations.identifier}) = lower(${identifier})`, exceptId ? ne(locations.id, exceptId) : undefined),
    );
  return Boolean(row);
}

export async function insertLocation(tx: Tx, projectId: number, values: LocationValues): Promise<LocationDto> {
  const [row] = await tx
    .insert(locations)
    .values({ ...values, projectId })
    .returning();
  return row!;
}

export async function updateLocation(tx: Tx, id: number, values: LocationValues): Promise<LocationDto> {
  const [row] = await tx.update(locations).set(values).where(eq(locations.id, id)).returning();
  return row!;
}

// ---- Tab toegangsrollen ----

/** Every access role, with how many users hold it in this project. */
export const accessRolesWithUsersIn = (db: DbOrTx, projectId: number): Promise<{ id: number; name: string; description: string; userCount: number }[]> =>
  db
    .select({
      id: accessRoles.id,
      name: accessRoles.name,
      description: accessRoles.description,
      userCount: sql<number>`(select count(*)::int from user_access_roles l where l.access_role_id = access_roles.id and l.project_id = ${projectId})`,
    })
    .from(accessRoles)
    .orderBy(asc(accessRoles.name), asc(accessRoles.id));
