import { translateNl } from '@coulisse/shared/i18n/index';
import type { z } from 'zod';
import type {
  castBody,
  choiceBody,
  ChoiceDto,
  locationBody,
  LocationDto,
  NamedDto,
  ProjectSettingsDto,
  ProjectSettingsLists,
  projectSettingsBody,
} from '@coulisse/shared/schemas/projects';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { accessRoles, casts, choices, locations, projects, repetitions, repetitionTypes } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';

async function requireProject(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  if (!row) throw notFound();
}

const taken = (field: string, key: string) => new AppError('validation', key, {}, { [field]: translateNl(key) });

// ---- Tab algemeen ----

export async function getSettings(ctx: AppContext, projectId: number): Promise<ProjectSettingsDto> {
  const [row] = await ctx.db.select({ replyTo: projects.replyTo, dietEnabled: projects.dietEnabled }).from(projects).where(eq(projects.id, projectId));
  if (!row) throw notFound();
  return row;
}

export async function saveSettings(
  ctx: AppContext,
  projectId: number,
  body: z.output<typeof projectSettingsBody>,
): Promise<{ message: string; data: ProjectSettingsDto }> {
  const [row] = await ctx.db
    .update(projects)
    .set({ replyTo: body.replyTo, dietEnabled: body.dietEnabled })
    .where(eq(projects.id, projectId))
    .returning({ replyTo: projects.replyTo, dietEnabled: projects.dietEnabled });
  if (!row) throw notFound();
  return { message: translateNl('projectSettings.saved'), data: row };
}

// ---- Lists of the settings tabs ----

export async function settingsLists(ctx: AppContext, projectId: number): Promise<ProjectSettingsLists> {
  await requireProject(ctx.db, projectId);
  const [choiceRows, castRows, typeRows, locationRows] = await Promise.all([
    ctx.db.select().from(choices).where(eq(choices.projectId, projectId)).orderBy(asc(choices.name), asc(choices.id)),
    ctx.db.select().from(casts).where(eq(casts.projectId, projectId)).orderBy(asc(casts.name), asc(casts.id)),
    ctx.db.select().from(repetitionTypes).where(eq(repetitionTypes.projectId, projectId)).orderBy(asc(repetitionTypes.name), asc(repetitionTypes.id)),
    ctx.db.select().from(locations).where(eq(locations.projectId, projectId)).orderBy(asc(locations.name), asc(locations.id)),
  ]);
  return { choices: choiceRows, casts: castRows, types: typeRows, locations: locationRows };
}

export async function listChoices(ctx: AppContext, projectId: number): Promise<ChoiceDto[]> {
  await requireProject(ctx.db, projectId);
  return ctx.db.select().from(choices).where(eq(choices.projectId, projectId)).orderBy(asc(choices.name), asc(choices.id));
}

// ---- Choices (spec 1 §3 Choice) ----

export async function createChoice(ctx: AppContext, projectId: number, body: z.output<typeof choiceBody>): Promise<ChoiceDto> {
  await requireProject(ctx.db, projectId);
  const [row] = await ctx.db
    .insert(choices)
    .values({ ...body, projectId })
    .returning();
  return row!;
}

export async function updateChoice(ctx: AppContext, projectId: number, id: number, body: z.output<typeof choiceBody>): Promise<ChoiceDto> {
  const [row] = await ctx.db
    .update(choices)
    .set(body)
    .where(and(eq(choices.id, id), eq(choices.projectId, projectId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteChoice(ctx: AppContext, projectId: number, id: number): Promise<void> {
  const rows = await ctx.db
    .delete(choices)
    .where(and(eq(choices.id, id), eq(choices.projectId, projectId)))
    .returning({ id: choices.id });
  if (!rows.length) throw notFound();
}

// ---- Casts and rehearsal types: a name unique (case-insensitively) in the project ----

type NamedTable = typeof casts | typeof repetitionTypes;

async function nameTaken(db: DbOrTx, table: NamedTable, projectId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.projectId, projectId), sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined));
  return Boolean(row);
}

export async function createNamed(ctx: AppContext, table: NamedTable, projectId: number, body: z.output<typeof castBody>): Promise<NamedDto> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(tx, projectId);
    if (await nameTaken(tx, table, projectId, body.name)) throw taken('name', 'projects.errors.nameTaken');
    const [row] = await tx.insert(table).values({ projectId, name: body.name }).returning();
    return row!;
  });
}

export async function updateNamed(ctx: AppContext, table: NamedTable, projectId: number, id: number, body: z.output<typeof castBody>): Promise<NamedDto> {
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.projectId, projectId)));
    if (!existing) throw notFound();
    if (await nameTaken(tx, table, projectId, body.name, id)) throw taken('name', 'projects.errors.nameTaken');
    const [row] = await tx.update(table).set({ name: body.name }).where(eq(table.id, id)).returning();
    return row!;
  });
}

/** Deletes a cast (its role and group places go with it) or a rehearsal type (refused while a rehearsal uses it). */
export async function deleteNamed(ctx: AppContext, table: NamedTable, projectId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.projectId, projectId)))
      .for('update');
    if (!existing) throw notFound();
    if (table === repetitionTypes) {
      const [used] = await tx.select({ id: repetitions.id }).from(repetitions).where(eq(repetitions.typeId, id)).limit(1);
      if (used) throw new AppError('conflict', 'projects.errors.typeInUse');
    }
    await tx.delete(table).where(eq(table.id, id));
  });
}

// ---- Locations: identifier unique in the project ----

async function identifierTaken(db: DbOrTx, projectId: number, identifier: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.projectId, projectId), sql`lower(${locations.identifier}) = lower(${identifier})`, exceptId ? ne(locations.id, exceptId) : undefined),
    );
  return Boolean(row);
}

export async function createLocation(ctx: AppContext, projectId: number, body: z.output<typeof locationBody>): Promise<LocationDto> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(tx, projectId);
    if (await identifierTaken(tx, projectId, body.identifier)) throw taken('identifier', 'projects.errors.identifierTaken');
    const [row] = await tx
      .insert(locations)
      .values({ ...body, projectId })
      .returning();
    return row!;
  });
}

export async function updateLocation(ctx: AppContext, projectId: number, id: number, body: z.output<typeof locationBody>): Promise<LocationDto> {
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, id), eq(locations.projectId, projectId)));
    if (!existing) throw notFound();
    if (await identifierTaken(tx, projectId, body.identifier, id)) throw taken('identifier', 'projects.errors.identifierTaken');
    const [row] = await tx.update(locations).set(body).where(eq(locations.id, id)).returning();
    return row!;
  });
}

export async function deleteLocation(ctx: AppContext, projectId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, id), eq(locations.projectId, projectId)))
      .for('update');
    if (!existing) throw notFound();
    const [used] = await tx.select({ id: repetitions.id }).from(repetitions).where(eq(repetitions.locationId, id)).limit(1);
    if (used) throw new AppError('conflict', 'projects.errors.locationInUse');
    await tx.delete(locations).where(eq(locations.id, id));
  });
}

// ---- Tab toegangsrollen: every access role, with how many users hold it in this project ----

export async function projectAccessRoles(ctx: AppContext, projectId: number): Promise<{ id: number; name: string; description: string; userCount: number }[]> {
  await requireProject(ctx.db, projectId);
  return ctx.db
    .select({
      id: accessRoles.id,
      name: accessRoles.name,
      description: accessRoles.description,
      userCount: sql<number>`(select count(*)::int from user_access_roles l where l.access_role_id = access_roles.id and l.project_id = ${projectId})`,
    })
    .from(accessRoles)
    .orderBy(asc(accessRoles.name), asc(accessRoles.id));
}
