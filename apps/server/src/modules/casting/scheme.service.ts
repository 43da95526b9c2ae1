import type { Flag } from '@coulisse/shared/access/flags';
import { messageKey, translateNl } from '@coulisse/shared/i18n/index';
import type { SchemeImportAnswer } from '@coulisse/shared/schemas/casting';
import { projectFlags } from '../../platform/access/projectRights';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { decodeCsv, refuseFile, type UploadedFile } from '../../platform/http/upload';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { castsOf, identifiersOf, partsByIdentifier, registeredSides, usersByEmail } from './casting.repository';
import { insertSceneLinks } from './parts.repository';
import { requireProject } from './parts.service';
import { insertCastLinks } from './players.repository';
import { csvRows, KIND_LABEL_NL, kindOf, LIMITS, sceneCodes, SCHEME_HEADER_NL, textProblem, USERS_HEADER_NL, yesNo, type CsvRow, type SchemeKind } from './scheme.csv';
import { insertSchemeParts, updateSchemePart } from './scheme.repository';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
const key = (v: string) => v.toLowerCase();
const problem = (name: string, params: Record<string, string | number> = {}) => messageKey(`casting.schemeImport.problem.${name}`, params);

const CREATE_FLAG: Record<SchemeKind, Flag> = { scene: 'canCreateScenes', role: 'canCreateRoles', group: 'canCreateGroups' };
const UPDATE_FLAG: Record<'role' | 'group', Flag> = { role: 'canUpdateRoles', group: 'canUpdateGroups' };

export type ImportFile = UploadedFile;

function readFile(file: ImportFile, width: number): CsvRow[] {
  if (!/\.csv$/i.test(file.name)) throw refuseFile('form.error.fileType');
  return csvRows(decodeCsv(file.data), width);
}

function answer(file: 'scheme' | 'users', rows: CsvRow[], confirmed: boolean, counts: { created?: number; updated?: number; linked?: number } = {}, message: string | null = null): SchemeImportAnswer {
  const refused = rows.filter((r) => r.problems.length).length;
  return {
    file,
    confirmed,
    message,
    header: file === 'scheme' ? SCHEME_HEADER_NL : USERS_HEADER_NL,
    rows,
    accepted: rows.length - refused,
    refused,
    created: counts.created ?? 0,
    updated: counts.updated ?? 0,
    linked: counts.linked ?? 0,
  };
}

/** All or nothing: one bad row refuses the confirmation, naming every bad row and its first reason. */
function refuseBadRows(rows: CsvRow[]) {
  const bad = rows.filter((r) => r.problems.length);
  if (!bad.length) return;
  const fields = Object.fromEntries(bad.map((r) => [`rows.${r.row}`, translateNl(r.problems[0]!)]));
  throw new AppError('validation', 'casting.schemeImport.notImported', { count: bad.length }, fields);
}

interface SchemePart {
  row: number;
  kind: SchemeKind;
  identifier: string;
  name: string;
  description: string | null;
  speaking: boolean;
  scenes: string[];
}

/**
 * POST /api/project/{id}/import/scheme: scenes, roles and groups, one per row. A new code is
 * created, an existing one (same kind, case ignored) updated; the Scènes column adds the role or
 * group to those scenes (existing or in the file), it never removes a scene. Each kind needs its
 * create right in the project. Without `confirm` nothing is written.
 */
export async function importScheme(ctx: AppContext, auth: Auth, projectId: number, file: ImportFile, confirm: boolean): Promise<SchemeImportAnswer> {
  await requireProject(ctx.db, projectId);
  const rows = readFile(file, 6);
  const flags = await projectFlags(ctx.db, auth, projectId);
  const [sceneIds, roleIds, groupIds] = await Promise.all((['scene', 'role', 'group'] as const).map((k) => partsByIdentifier(ctx.db, k, projectId)));
  const existing: Record<SchemeKind, Map<string, number>> = { scene: sceneIds!, role: roleIds!, group: groupIds! };

  const parts: (SchemePart | null)[] = [];
  const firstRow = new Map<string, number>();
  for (const r of rows) {
    const [kindCell, identifier, name, description, speakingCell, scenesCell] = r.cells as [string, string, string, string, string, string];
    const kind = kindOf(kindCell);
    if (!kind) r.problems.push(problem('kind', { value: kindCell }));
    else if (!flags[CREATE_FLAG[kind]]) r.problems.push(problem('noRight', { kind: KIND_LABEL_NL[kind] }));
    for (const p of [
      textProblem(identifier, SCHEME_HEADER_NL[1]!, LIMITS.identifier, true),
      textProblem(name, SCHEME_HEADER_NL[2]!, LIMITS.name, true),
      textProblem(description, SCHEME_HEADER_NL[3]!, LIMITS.description, false),
    ])
      if (p) r.problems.push(p);
    const speaking = yesNo(speakingCell);
    if (speaking === null) r.problems.push(problem('speaking', { value: speakingCell }));
    if (kind === 'scene' && scenesCell) r.problems.push(problem('noScenesForScene'));
    if (kind && identifier) {
      const id = `${kind}:${key(identifier)}`;
      const first = firstRow.get(id);
      if (first !== undefined) r.problems.push(problem('duplicate', { row: first }));
      else firstRow.set(id, r.row);
    }
    parts.push(kind ? { row: r.row, kind, identifier, name, description: description || null, speaking: kind === 'role' && speaking === true, scenes: kind === 'scene' ? [] : sceneCodes(scenesCell) } : null);
  }
  // Scene codes must name a scene of the project or a scene row of the file.
  const knownScenes = new Set([...existing.scene.keys(), ...parts.filter((p) => p?.kind === 'scene').map((p) => key(p!.identifier))]);
  rows.forEach((r, i) => {
    const unknown = parts[i]?.scenes.filter((s) => !knownScenes.has(key(s))) ?? [];
    if (unknown.length) r.problems.push(problem('unknownScene', { list: unknown.join(', ') }));
  });

  if (!confirm) return answer('scheme', rows, false);
  refuseBadRows(rows);

  const counts = await ctx.db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    const ids: Record<SchemeKind, Map<string, number>> = { scene: new Map(existing.scene), role: new Map(existing.role), group: new Map(existing.group) };
    for (const kind of ['scene', 'role', 'group'] as const) {
      const ofKind = parts.filter((p): p is SchemePart => p?.kind === kind);
      for (const batch of chunks(ofKind.filter((p) => !existing[kind].has(key(p.identifier))))) {
        const inserted = await insertSchemeParts(tx, kind, projectId, batch);
        for (const row of inserted) ids[kind].set(key(row.identifier), row.id);
        created += inserted.length;
      }
      for (const p of ofKind.filter((q) => existing[kind].has(key(q.identifier)))) {
        await updateSchemePart(tx, kind, existing[kind].get(key(p.identifier))!, p);
        updated++;
      }
    }
    let linked = 0;
    for (const kind of ['role', 'group'] as const) {
      const links = parts
        .filter((p): p is SchemePart => p?.kind === kind)
        .flatMap((p) => p.scenes.map((s) => ({ sceneId: ids.scene.get(key(s))!, partId: ids[kind].get(key(p.identifier))! })));
      for (const batch of chunks(links)) linked += await insertSceneLinks(tx, kind, batch);
    }
    return { created, updated, linked };
  });
  return answer('scheme', rows, true, counts, translateNl('casting.schemeImport.done', counts));
}

/**
 * POST /api/project/{id}/import/scheme/users: players of roles and members of groups per cast, one
 * per row, by the e-mail address of someone registered in the project. Links are only added. Rows
 * of roles need roles.update, rows of groups groups.update in the project.
 */
export async function importSchemeUsers(ctx: AppContext, auth: Auth, projectId: number, file: ImportFile, confirm: boolean): Promise<SchemeImportAnswer> {
  const project = await requireProject(ctx.db, projectId);
  const rows = readFile(file, 4);
  // The route let the caller in with either right; each row's kind needs its own.
  const flags = await projectFlags(ctx.db, auth, projectId);
  const [roles, groups, casts] = await Promise.all([partsByIdentifier(ctx.db, 'role', projectId), partsByIdentifier(ctx.db, 'group', projectId), castsOf(ctx.db, projectId)]);
  const castByName = new Map(casts.map((c) => [key(c.name.trim()), c.id]));
  const emails = [...new Set(rows.map((r) => key(r.cells[2]!)).filter(Boolean))];
  const userByEmail = new Map<string, number>();
  for (const batch of chunks(emails, 5000)) for (const [email, id] of await usersByEmail(ctx.db, batch)) userByEmail.set(email, id);
  const registered = new Set<number>();
  for (const batch of chunks([...userByEmail.values()], 5000)) for (const userId of (await registeredSides(ctx.db, projectId, batch)).keys()) registered.add(userId);

  const links: { kind: 'role' | 'group'; partId: number; userId: number; castId: number }[] = [];
  for (const r of rows) {
    const [kindCell, identifier, email, castName] = r.cells as [string, string, string, string];
    const found = kindOf(kindCell);
    const kind = found === 'role' || found === 'group' ? found : null;
    if (!kind) r.problems.push(problem('userKind', { value: kindCell }));
    else if (!flags[UPDATE_FLAG[kind]]) r.problems.push(problem('noUpdateRight', { kind: KIND_LABEL_NL[kind] }));
    const partId = kind ? (kind === 'role' ? roles : groups).get(key(identifier)) : undefined;
    if (!identifier) r.problems.push(problem('required', { column: USERS_HEADER_NL[1]! }));
    else if (kind && partId === undefined) r.problems.push(problem('unknownPart', { kind: KIND_LABEL_NL[kind], value: identifier }));
    const userId = userByEmail.get(key(email));
    if (!email) r.problems.push(problem('required', { column: USERS_HEADER_NL[2]! }));
    else if (userId === undefined) r.problems.push(problem('unknownEmail', { value: email }));
    else if (!registered.has(userId)) r.problems.push(problem('notRegistered'));
    const castId = castByName.get(key(castName));
    if (!castName) r.problems.push(problem('required', { column: USERS_HEADER_NL[3]! }));
    else if (castId === undefined) r.problems.push(problem('unknownCast', { value: castName }));
    if (!r.problems.length) links.push({ kind: kind!, partId: partId!, userId: userId!, castId: castId! });
  }

  if (!confirm) return answer('users', rows, false);
  refuseBadRows(rows);

  const { linked, notified } = await ctx.db.transaction(async (tx) => {
    let linked = 0;
    const touched = { role: new Set<number>(), group: new Set<number>() };
    for (const kind of ['role', 'group'] as const) {
      for (const batch of chunks(links.filter((l) => l.kind === kind))) {
        const done = await insertCastLinks(tx, kind, batch);
        done.forEach((partId) => touched[kind].add(partId));
        linked += done.length;
      }
    }
    // One notification per kind for the whole import, naming the parts (at most ten).
    const label = async (kind: 'role' | 'group', ids: Set<number>) => (await identifiersOf(tx, kind, [...ids].slice(0, 10))).join(', ') + (ids.size > 10 ? ', …' : '');
    const notified = [
      ...(touched.role.size ? await notify(tx, { subRight: 'project_role_users_updated', projectId, params: { role: await label('role', touched.role), project: project.name }, excludeUserId: auth.user.id }) : []),
      ...(touched.group.size ? await notify(tx, { subRight: 'group_users_update', projectId, params: { group: await label('group', touched.group), project: project.name }, excludeUserId: auth.user.id }) : []),
    ];
    return { linked, notified };
  });
  await emitNotifications(ctx, notified);
  return answer('users', rows, true, { linked }, translateNl('casting.schemeImport.doneUsers', { linked }));
}
