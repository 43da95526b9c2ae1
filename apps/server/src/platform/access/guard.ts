import { MAX_ROW_ID } from '@coulisse/shared/schemas/lists';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Auth } from '../auth/sessions';
import type { DbOrTx } from '../db/client';
import { AppError, forbidden, notFound } from '../http/errors';
import { demandHolds, mustVerify, rightsAnywhere, rightsInProjects, type Demand } from './projectRights';
import { projectResolver, relationResolver } from './resolvers';
import { answersNotFound, decidedAfterValidation, fieldOf, fieldsOf, leavesOf, namedResolvers, type AccessRule, type ProjectSource, type RequestField, type SelfSource } from './rules';

/** A row id as PostgreSQL stores it (a positive integer), read the way the zod schemas coerce it; else null. */
function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID ? n : null;
}

/** The ids in one field of the request: 'absent' when left out, null when something there is no id. */
function readIds(request: FastifyRequest, field: RequestField): number[] | 'absent' | null {
  const container = field.from === 'param' ? request.params : field.from === 'body' ? request.body : request.query;
  const raw = container && typeof container === 'object' && Object.hasOwn(container, field.name) ? (container as Record<string, unknown>)[field.name] : undefined;
  if (raw === undefined || raw === null || raw === '') return 'absent';
  const ids = (Array.isArray(raw) ? raw : [raw]).map(toId);
  if (ids.length === 0 || ids.some((id) => id === null)) return null;
  return [...new Set(ids as number[])];
}

/** Record lookups of one check: each resolver and relation asked once, for every id at once. */
class RecordLookups {
  private readonly projects = new Map<string, Map<number, number | null | undefined>>();
  private readonly relations = new Map<string, Map<number, boolean>>();
  constructor(
    private readonly db: DbOrTx,
    private readonly userId: number,
  ) {}

  /** The project of each record: null for a record of no project, undefined for a missing one. */
  async projectsOf(kind: string, ids: number[]): Promise<(number | null | undefined)[]> {
    const known = this.projects.get(kind) ?? new Map<number, number | null | undefined>();
    this.projects.set(kind, known);
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) {
      const found = await projectResolver(kind)!(this.db, missing);
      for (const id of missing) known.set(id, found.get(id));
    }
    return ids.map((id) => known.get(id));
  }

  /** Whether every record concerns the caller. */
  async allRelated(name: string, ids: number[]): Promise<boolean> {
    const known = this.relations.get(name) ?? new Map<number, boolean>();
    this.relations.set(name, known);
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) {
      const related = await relationResolver(name)!(this.db, this.userId, missing);
      for (const id of missing) known.set(id, related.has(id));
    }
    return ids.every((id) => known.get(id));
  }
}

interface Check {
  db: DbOrTx;
  request: FastifyRequest;
  auth: Auth;
  /**
   * Before validation (onRequest) only path parameters that hold a project or user id are read;
   * whatever needs the body, the query or a record counts as "in some project", so a caller who
   * holds the right nowhere is refused whatever they send. After validation (preHandler) all is read.
   */
  validated: boolean;
  records: RecordLookups;
}

async function projectHolds(c: Check, demand: Demand, source: ProjectSource | undefined): Promise<boolean> {
  const { auth } = c;
  if (source === undefined) return demandHolds(demand, auth.rights, auth.rights);
  const field = fieldOf(source);
  const direct = field.from === 'param' && !field.via;
  const anywhere = async () => demandHolds(demand, await rightsAnywhere(c.db, auth), auth.rights);
  if (!direct && !c.validated) return anywhere();
  const ids = readIds(c.request, field);
  if (ids === 'absent') return field.absent === 'anywhere' ? anywhere() : false;
  // A path id that does not parse: global rights decide, and validation then answers 400.
  if (ids === null) return direct && demandHolds(demand, auth.rights, auth.rights);
  let projectIds = ids;
  if (field.via) {
    const found = await c.records.projectsOf(field.via, ids);
    if (found.some((p) => p === undefined)) return false;
    // A record of no project (a global area's) counts the global rights only.
    if (found.some((p) => p === null) && !demandHolds(demand, auth.rights, auth.rights)) return false;
    projectIds = found.filter((p) => typeof p === 'number');
  }
  const rights = await rightsInProjects(c.db, auth, projectIds);
  return [...rights.values()].every((r) => demandHolds(demand, r, auth.rights));
}

async function selfHolds(c: Check, source: SelfSource): Promise<boolean> {
  const field = fieldOf(source);
  if (!field.via) {
    // A body or query field is read once validated; until then it may yet name the caller.
    if (field.from !== 'param' && !c.validated) return true;
    const ids = readIds(c.request, field);
    if (ids === 'absent') return field.absent === 'caller';
    return Array.isArray(ids) && ids.length === 1 && ids[0] === c.auth.user.id;
  }
  // Only their own profile is open to a user who still has to verify their data (spec 1 §4).
  if (mustVerify(c.auth)) return false;
  if (!c.validated) return true;
  const ids = readIds(c.request, field);
  return Array.isArray(ids) && c.records.allRelated(field.via, ids);
}

/** Checks a rule against the signed-in account (the guard has answered 401 for anyone else). */
async function allows(c: Check, rule: AccessRule): Promise<boolean> {
  if (rule === 'public' || rule === 'authenticated') return true;
  if ('anyOf' in rule) {
    for (const r of rule.anyOf) if (await allows(c, r)) return true;
    return false;
  }
  if ('allOf' in rule) {
    for (const r of rule.allOf) if (!(await allows(c, r))) return false;
    return rule.allOf.length > 0;
  }
  if ('level' in rule) return rule.level.includes(c.auth.user.level);
  if (!('right' in rule) && !('flag' in rule)) return selfHolds(c, rule.self);
  if (rule.self !== undefined && (await selfHolds(c, { param: rule.self }))) return true;
  // A user who still has to verify their data is restricted to their own profile (spec 1 §4).
  if (mustVerify(c.auth)) return false;
  return projectHolds(c, 'flag' in rule ? { flag: rule.flag } : { right: rule.right }, rule.project);
}

/** Refuses to register a rule that reads what the route does not have. */
function checkDeclaration(route: RouteOptions, rule: AccessRule): void {
  const name = `Route ${route.method.toString()} ${route.url}`;
  for (const field of leavesOf(rule).flatMap(fieldsOf)) {
    if (field.from === 'param' && !route.url.includes(`:${field.name}`)) throw new Error(`${name}: its access reads :${field.name}, which the path lacks`);
    // The guard reads the body and query after validation: only a schema makes them typed and bounded.
    if (field.from === 'body' && !route.schema?.body) throw new Error(`${name}: its access reads body.${field.name} but the route declares no body schema`);
    if (field.from === 'query' && !route.schema?.querystring) throw new Error(`${name}: its access reads query.${field.name} but the route declares no querystring schema`);
  }
}

const refusal = (rule: AccessRule) => (answersNotFound(rule) ? notFound() : forbidden());

/**
 * Installs the declaration check (a route without `config.access` cannot be registered) and the
 * enforcement hooks. A rule on path ids is decided in onRequest, before validation. A rule on the
 * body, the query or a record is decided in preHandler, after validation; onRequest has already
 * refused whoever holds the right nowhere. Refusals reveal nothing: a rule that goes through a
 * record answers the same 404 for a missing record as for a refused one.
 */
export function registerAccessGuard(app: FastifyInstance, db: DbOrTx): void {
  const declared: { name: string; rule: AccessRule }[] = [];
  app.addHook('onRoute', (route) => {
    const rule = route.config?.access;
    // Every API route declares its access; outside /api only static files of the web app live.
    if (!rule) {
      if (route.url.startsWith('/api') && !route.url.startsWith('/api/docs')) throw new Error(`Route ${route.method.toString()} ${route.url} declares no access`);
      return;
    }
    checkDeclaration(route, rule);
    declared.push({ name: `${route.method.toString()} ${route.url}`, rule });
  });
  // Modules register their resolvers while they declare their routes; by now every one is known.
  app.addHook('onReady', async () => {
    for (const { name, rule } of declared) {
      const { kinds, relations } = namedResolvers(rule);
      for (const kind of kinds) if (!projectResolver(kind)) throw new Error(`Route ${name}: no resolver registered for record kind '${kind}'`);
      for (const relation of relations) if (!relationResolver(relation)) throw new Error(`Route ${name}: no relation registered as '${relation}'`);
    }
  });
  const check = async (request: FastifyRequest, validated: boolean) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule === 'public') return;
    const auth = request.auth;
    if (!auth) throw new AppError('unauthenticated', 'errors.unauthenticated');
    if (validated && !decidedAfterValidation(rule)) return;
    const c: Check = { db, request, auth, validated, records: new RecordLookups(db, auth.user.id) };
    if (!(await allows(c, rule))) throw refusal(rule);
  };
  app.addHook('onRequest', (request) => check(request, false));
  app.addHook('preHandler', (request) => check(request, true));
}
