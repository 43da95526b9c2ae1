import { translateNl } from '@coulisse/shared/i18n/index';
import { registrationFieldErrors } from '@coulisse/shared/rules/registration';
import { mayEditRegistration, mayMoveTo, mayUnregister, registerRefusal, registrationWindow, type Location } from '@coulisse/shared/rules/registrationWindow';
import type { RegistrationBody, RegistrationDto, RegistrationFormAnswer, RegistrationOthersBody, RegistrationRolesBody, RegistrationSaveAnswer } from '@coulisse/shared/schemas/registrations';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError, forbidden, notFound } from '../../platform/http/errors';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { mayUpdateSizes } from '../people/profile.rights';
import { projectFlags } from '../../platform/access/projectRights';
import { visibleProject } from '../projects/projects.service';
import { actorIn, mayRead } from './registrations.access';
import { presentRegistration } from './registrations.presenter';
import * as repo from './registrations.repository';
import { applySizes } from './registrationSizes';

const refused = (key: string, code: 'validation' | 'conflict' | 'forbidden' = 'validation') => new AppError(code, `registrations.refused.${key}`);

/** The project-dependent field rules (spec 1 §5) as a 400 with every field's Dutch message. */
function checkFields(body: RegistrationBody, project: repo.ProjectRecord, choices: Awaited<ReturnType<typeof repo.choicesOf>>) {
  const errors = registrationFieldErrors(body, { extended: project.extended, auditionsEnabled: project.auditionsEnabled, dietEnabled: project.dietEnabled, choices });
  const entries = Object.entries(errors);
  if (!entries.length) return;
  const fields = Object.fromEntries(entries.map(([field, key]) => [field, translateNl(key)]));
  throw new AppError('validation', entries[0]![1], {}, fields);
}

/** What is stored: an audition only when the project holds auditions, a diet only when it asks for one. */
const storedValues = (body: RegistrationBody, project: repo.ProjectRecord): repo.RegistrationValues => ({
  location: body.location,
  auditioning: project.auditionsEnabled && body.auditioning,
  partOfTown: body.partOfTown,
  talents: body.talents,
  remarks: body.remarks,
  diet: project.dietEnabled ? body.diet : null,
});

/** The organisation's remark needs the right to read and change the registration's other data. */
const mayWriteOwnerRemarks = (flags: Record<string, boolean>) => flags.canUpdateRegistrations === true && flags.canReadRegistrationsRemarks === true;

/** GET /api/project/{id}/registration-form[/{userId}]: the project, its window and choices, the person and their sizes. */
export async function registrationForm(ctx: AppContext, auth: Auth, projectId: number, userId: number): Promise<RegistrationFormAnswer> {
  const own = userId === auth.user.id;
  // One's own form only of a project one may see, exactly as GET /api/project/{id} decides: a
  // closed project is 404 to a participant, a volunteer or the kiosk. Someone else's form needs
  // registrations.read in the project (the route's rule).
  if (own) await visibleProject(ctx, projectId, auth);
  const project = await repo.findProject(ctx.db, projectId);
  if (!project) throw notFound();
  const person = await repo.findUserSummary(ctx.db, userId);
  if (!person) throw notFound();
  const flags = await projectFlags(ctx.db, auth, projectId);
  const [choices, registrationId] = await Promise.all([repo.choicesOf(ctx.db, projectId), repo.registrationIdOf(ctx.db, userId, projectId)]);
  return {
    project: {
      id: project.id,
      name: project.name,
      extended: project.extended,
      auditionsEnabled: project.auditionsEnabled,
      auditionHint: project.auditionsEnabled ? project.auditionHint : null,
      dietEnabled: project.dietEnabled,
      closedFrom: project.closedFrom,
      closedOffStage: project.closedOffStage,
    },
    window: registrationWindow(project),
    choices,
    user: { id: person.id, firstName: person.firstName, lastName: person.lastName },
    registrationId,
    sizes:
      own || flags.canReadUsersClothing
        ? { shirtSize: person.tShirt, height: person.height, chest: person.chest, waist: person.waist, hipSize: person.hipSize, headSize: person.headSize, clothingSize: person.clothingSize }
        : null,
    mayEditSizes: mayUpdateSizes(auth, person),
    ignoresWindow: auth.user.level === 1,
  };
}

async function detail(ctx: AppContext, tx: Tx | AppContext['db'], auth: Auth, id: number): Promise<RegistrationDto> {
  const record = await repo.findRegistration(tx, id);
  if (!record) throw notFound();
  const r = record.registration;
  const actor = await actorIn(tx, auth, r.projectId);
  const project = (await repo.findProject(tx, r.projectId))!;
  return presentRegistration(record, await repo.chosenOf(tx, id), actor, {
    update: mayEditRegistration(actor, r.userId, project),
    unregister: mayUnregister(actor, r.userId, project),
    updateOwnerRemarks: mayWriteOwnerRemarks(actor.flags),
  });
}

/**
 * Registers a person for a project (spec 1 §4 §5): oneself, or someone else with
 * canCreateRegistrations. Refused outside the window (level 1 excepted), on a closed side, twice,
 * or with fields that break the project's rules. The sizes the form carries update the profile in
 * the same transaction; staff with `registration_updated` are told.
 */
export async function register(ctx: AppContext, auth: Auth, projectId: number, userId: number, body: RegistrationBody): Promise<RegistrationSaveAnswer> {
  if (userId === auth.user.id && auth.user.shouldVerify) throw new AppError('must_verify', 'registrations.refused.mustVerify');
  const actor = await actorIn(ctx.db, auth, projectId);
  if (actor.id !== userId && actor.level !== 1 && actor.flags.canCreateRegistrations !== true) throw forbidden();
  const project = await repo.findProject(ctx.db, projectId);
  if (!project) throw notFound();
  const refusal = registerRefusal(actor, userId, body.location, registrationWindow(project));
  if (refusal) throw refusal === 'forbidden' ? forbidden() : refused(refusal);
  if (body.ownerRemarks !== undefined && !mayWriteOwnerRemarks(actor.flags)) throw forbidden();
  checkFields(body, project, await repo.choicesOf(ctx.db, projectId));

  const { id, notified } = await ctx.db.transaction(async (tx) => {
    const person = await applySizes(tx, auth, userId, body.sizes);
    const values = { ...storedValues(body, project), ...(body.ownerRemarks !== undefined ? { ownerRemarks: body.ownerRemarks } : {}) };
    const id = await repo.insertRegistration(tx, userId, projectId, values, body.choices);
    if (id === null) throw refused('alreadyRegistered', 'conflict');
    const notified = await notify(tx, {
      subRight: 'registration_updated',
      text: 'registration_created',
      projectId,
      subjectUserId: userId,
      params: { name: `${person.firstName} ${person.lastName}`, project: project.name },
      excludeUserId: auth.user.id,
    });
    return { id, notified: [...person.notified, ...notified] };
  });
  await emitNotifications(ctx, notified);
  return { message: translateNl('registrations.registered'), data: await detail(ctx, ctx.db, auth, id) };
}

/** GET /api/registration/{id}: one's own, or with registrations.read in its project; otherwise "not found". */
export async function getRegistration(ctx: AppContext, auth: Auth, id: number): Promise<RegistrationDto> {
  const record = await repo.findRegistration(ctx.db, id);
  if (!record) throw notFound();
  const flags = await projectFlags(ctx.db, auth, record.registration.projectId);
  if (!mayRead(flags, record.registration.userId === auth.user.id)) throw notFound();
  return detail(ctx, ctx.db, auth, id);
}

/**
 * PUT /api/registration/{id} (spec 1 §4): level 1 always; the person or canUpdateRegistrations
 * while the edit window is open; never onto a side that no longer takes registrations.
 */
export async function updateRegistration(ctx: AppContext, auth: Auth, id: number, change: RegistrationBody | ((stored: RegistrationBody) => RegistrationBody)): Promise<RegistrationSaveAnswer> {
  const notified = await ctx.db.transaction(async (tx) => {
    const record = await repo.findRegistration(tx, id, true);
    if (!record) throw notFound();
    const r = record.registration;
    // A section save (PUT /api/registrations/{id}/roles, /others) changes its fields of the stored registration, read under the lock.
    const body = typeof change === 'function' ? change(await storedBody(tx, record)) : change;
    const own = r.userId === auth.user.id;
    const actor = await actorIn(tx, auth, r.projectId);
    if (!mayRead(actor.flags, own)) throw notFound();
    if (!own && actor.level !== 1 && actor.flags.canUpdateRegistrations !== true) throw forbidden();
    const project = (await repo.findProject(tx, r.projectId))!;
    if (!mayEditRegistration(actor, r.userId, project)) throw refused('editClosed');
    if (!mayMoveTo(actor, r.location as Location, body.location, registrationWindow(project))) throw refused(body.location === 1 ? 'onStageClosed' : 'offStageClosed');
    if (body.ownerRemarks !== undefined && !mayWriteOwnerRemarks(actor.flags)) throw forbidden();
    checkFields(body, project, await repo.choicesOf(tx, r.projectId));
    const person = await applySizes(tx, auth, r.userId, body.sizes);
    await repo.updateRegistration(tx, id, { ...storedValues(body, project), ...(body.ownerRemarks !== undefined ? { ownerRemarks: body.ownerRemarks } : {}) }, body.choices);
    const notified = await notify(tx, {
      subRight: 'registration_updated',
      projectId: r.projectId,
      subjectUserId: r.userId,
      params: { name: `${record.user.firstName} ${record.user.lastName}`, project: record.projectName },
      excludeUserId: auth.user.id,
    });
    return [...person.notified, ...notified];
  });
  await emitNotifications(ctx, notified);
  return { message: translateNl('registrations.updated'), data: await detail(ctx, ctx.db, auth, id) };
}

/** The registration as stored, in the shape of the form's body (no organisation's remark, no sizes). */
async function storedBody(tx: Tx, record: repo.RegistrationRecord): Promise<RegistrationBody> {
  const r = record.registration;
  return {
    location: r.location === 0 ? 0 : 1,
    choices: (await repo.chosenOf(tx, r.id)).map((c) => c.id),
    auditioning: r.auditioning === true,
    partOfTown: r.partOfTown,
    talents: r.talents,
    remarks: r.remarks,
    diet: r.diet,
  };
}

/** PUT /api/registrations/{id}/roles: the preference section (choices, audition) with the rules and rights of an edit. */
export const updateRegistrationRoles = (ctx: AppContext, auth: Auth, id: number, body: RegistrationRolesBody) =>
  updateRegistration(ctx, auth, id, (stored) => ({ ...stored, choices: body.choices, auditioning: body.auditioning }));

/** PUT /api/registrations/others: the other-data section with the rules and rights of an edit. */
export const updateRegistrationOthers = (ctx: AppContext, auth: Auth, { id, ...others }: RegistrationOthersBody) =>
  updateRegistration(ctx, auth, id, (stored) => ({ ...stored, ...others }));

/**
 * DELETE /api/registrations/signoff/{id} (spec 1 §4 §8): oneself while the delete window is open;
 * canDeleteRegistrations for others (level 1 always). Answers the spec's sentence.
 */
export async function unregister(ctx: AppContext, auth: Auth, id: number): Promise<{ message: string }> {
  const { message, notified } = await ctx.db.transaction(async (tx) => {
    const record = await repo.findRegistration(tx, id, true);
    if (!record) throw notFound();
    const r = record.registration;
    const own = r.userId === auth.user.id;
    const actor = await actorIn(tx, auth, r.projectId);
    if (!mayRead(actor.flags, own)) throw notFound();
    if (!own && actor.level !== 1 && actor.flags.canDeleteRegistrations !== true) throw forbidden();
    const project = (await repo.findProject(tx, r.projectId))!;
    if (!mayUnregister(actor, r.userId, project)) throw refused('deleteClosed');
    await repo.deleteRegistration(tx, id);
    const name = `${record.user.firstName} ${record.user.lastName}`;
    const notified = await notify(tx, {
      subRight: 'registration_deleted',
      projectId: r.projectId,
      subjectUserId: r.userId,
      params: { name, project: record.projectName },
      excludeUserId: auth.user.id,
    });
    const message = own ? translateNl('registrations.unregisteredSelf', { project: record.projectName }) : translateNl('registrations.unregisteredOther', { name, project: record.projectName });
    return { message, notified };
  });
  await emitNotifications(ctx, notified);
  return { message };
}
