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
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { handOver, noticesOfReminderTime } from '../rehearsals/reminders.service';
import * as repo from './settings.repository';

/**
 * The project settings (spec 2 §7): who may call each is declared on its route, in the project of
 * the path or, for one item, in the item's project; here an item must also be of the path's project
 * (404 otherwise, as for a missing one).
 */

async function requireProject(db: DbOrTx, id: number): Promise<void> {
  if (!(await repo.projectExists(db, id))) throw notFound();
}

const taken = (field: string, key: string) => new AppError('validation', key, {}, { [field]: translateNl(key) });

// ---- Tab algemeen ----

export async function getSettings(ctx: AppContext, projectId: number): Promise<ProjectSettingsDto> {
  const settings = await repo.findSettings(ctx.db, projectId);
  if (!settings) throw notFound();
  return settings;
}

export async function saveSettings(
  ctx: AppContext,
  projectId: number,
  body: z.output<typeof projectSettingsBody>,
): Promise<{ message: string; data: ProjectSettingsDto }> {
  const { data, notices } = await ctx.db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, projectId);
    const data = await repo.writeSettings(tx, projectId, body);
    if (!before || !data) throw notFound();
    // A new reminder time plans the reminders of the upcoming rehearsals anew (issue 13).
    return { data, notices: before.reminderHours === data.reminderHours ? null : await noticesOfReminderTime(tx, projectId) };
  });
  if (notices) await handOver(ctx, notices);
  return { message: translateNl('projectSettings.saved'), data };
}

// ---- Lists of the settings tabs ----

export async function settingsLists(ctx: AppContext, projectId: number): Promise<ProjectSettingsLists> {
  await requireProject(ctx.db, projectId);
  return repo.settingsListsOf(ctx.db, projectId);
}

export async function listChoices(ctx: AppContext, projectId: number): Promise<ChoiceDto[]> {
  await requireProject(ctx.db, projectId);
  return repo.choicesOf(ctx.db, projectId);
}

// ---- Choices (spec 1 §3 Choice) ----

export async function createChoice(ctx: AppContext, projectId: number, body: z.output<typeof choiceBody>): Promise<ChoiceDto> {
  await requireProject(ctx.db, projectId);
  return repo.insertChoice(ctx.db, projectId, body);
}

export async function updateChoice(ctx: AppContext, projectId: number, id: number, body: z.output<typeof choiceBody>): Promise<ChoiceDto> {
  const choice = await repo.updateChoice(ctx.db, projectId, id, body);
  if (!choice) throw notFound();
  return choice;
}

export async function deleteChoice(ctx: AppContext, projectId: number, id: number): Promise<void> {
  if (!(await repo.deleteChoice(ctx.db, projectId, id))) throw notFound();
}

// ---- Casts and rehearsal types: a name unique (case-insensitively) in the project ----

export async function createNamed(ctx: AppContext, kind: repo.NamedKind, projectId: number, body: z.output<typeof castBody>): Promise<NamedDto> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(tx, projectId);
    if (await repo.nameTaken(tx, kind, projectId, body.name)) throw taken('name', 'projects.errors.nameTaken');
    return repo.insertNamed(tx, kind, projectId, body.name);
  });
}

export async function updateNamed(ctx: AppContext, kind: repo.NamedKind, projectId: number, id: number, body: z.output<typeof castBody>): Promise<NamedDto> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.holdsItem(tx, kind, projectId, id))) throw notFound();
    if (await repo.nameTaken(tx, kind, projectId, body.name, id)) throw taken('name', 'projects.errors.nameTaken');
    return repo.renameNamed(tx, kind, id, body.name);
  });
}

/** Deletes a cast (its role and group places go with it) or a rehearsal type (refused while a rehearsal uses it). */
export async function deleteNamed(ctx: AppContext, kind: repo.NamedKind, projectId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.holdsItem(tx, kind, projectId, id, true))) throw notFound();
    if (kind === 'repetitionTypes' && (await repo.usedByRehearsal(tx, 'typeId', id))) throw new AppError('conflict', 'projects.errors.typeInUse');
    await repo.deleteItem(tx, kind, id);
  });
}

// ---- Locations: identifier unique in the project ----

export async function createLocation(ctx: AppContext, projectId: number, body: z.output<typeof locationBody>): Promise<LocationDto> {
  return ctx.db.transaction(async (tx) => {
    await requireProject(tx, projectId);
    if (await repo.identifierTaken(tx, projectId, body.identifier)) throw taken('identifier', 'projects.errors.identifierTaken');
    return repo.insertLocation(tx, projectId, body);
  });
}

export async function updateLocation(ctx: AppContext, projectId: number, id: number, body: z.output<typeof locationBody>): Promise<LocationDto> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.holdsItem(tx, 'locations', projectId, id))) throw notFound();
    if (await repo.identifierTaken(tx, projectId, body.identifier, id)) throw taken('identifier', 'projects.errors.identifierTaken');
    return repo.updateLocation(tx, id, body);
  });
}

export async function deleteLocation(ctx: AppContext, projectId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.holdsItem(tx, 'locations', projectId, id, true))) throw notFound();
    if (await repo.usedByRehearsal(tx, 'locationId', id)) throw new AppError('conflict', 'projects.errors.locationInUse');
    await repo.deleteItem(tx, 'locations', id);
  });
}

// ---- Tab toegangsrollen: every access role, with how many users hold it in this project ----

export async function projectAccessRoles(ctx: AppContext, projectId: number): Promise<{ id: number; name: string; description: string; userCount: number }[]> {
  await requireProject(ctx.db, projectId);
  return repo.accessRolesWithUsersIn(ctx.db, projectId);
}
