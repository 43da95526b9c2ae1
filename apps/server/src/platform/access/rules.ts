import type { Flag } from '@coulisse/shared/access/flags';
import type { RightKey } from '@coulisse/shared/access/registry';
import type { RecordKind, RelationName } from './resolvers';

/**
 * Where a rule finds the project whose roles count (docs/ARCHITECTURE.md "Access on the route").
 * - `'id'` or `{ param: 'id' }`: the path parameter holds the project id.
 * - `{ param: 'id', via: 'repetition' }`: the path parameter holds the id of a record; the
 *   resolver registered for that kind finds its project.
 * - `{ body: 'projectId' }`, `{ query: 'projectId' }`: a field of the validated body or query
 *   holds the project id; with `via`, it holds a record id or a list of them (`{ body: 'ids',
 *   via: 'repetition' }`), and the right must hold in the project of every one.
 * - `absent: 'anywhere'` (body or query, without `via`): when the field is left out, the right
 *   must hold in some project (or globally); the service then scopes its answer to those.
 */
export type ProjectSource =
  | string
  | { param: string; via?: RecordKind }
  | { body: string; via: RecordKind }
  | { body: string; via?: undefined; absent?: 'anywhere' }
  | { query: string; via: RecordKind }
  | { query: string; via?: undefined; absent?: 'anywhere' };

/**
 * Who "self" is in a standalone self rule:
 * - `{ param: 'userId' }`: the path parameter holds the caller's own user id;
 * - `{ body: 'userId', absent: 'caller' }` (or `query`): that field of the validated body or query
 *   holds the caller's own user id; with `absent: 'caller'` leaving it out means the caller too
 *   (the spec's id-less profile saves, PUT /api/information);
 * - `{ param: 'id', via: 'calledByRepetition' }` (or `body`/`query`): the record(s) there concern
 *   the caller, as the relation registered under that name decides (the rehearsal calls them).
 */
export type SelfSource =
  | { param: string; via?: RelationName }
  | { body: string; via: RelationName }
  | { body: string; via?: undefined; absent?: 'caller' }
  | { query: string; via: RelationName }
  | { query: string; via?: undefined; absent?: 'caller' };

/**
 * What a route declares about who may call it (ARCHITECTURE §4). Every route must declare one;
 * the app refuses to start otherwise.
 * - `public`: anyone, signed in or not.
 * - `authenticated`: any signed-in account (also one that still has to verify its data). Only for
 *   self-service calls; the route-table test keeps the list of them.
 * - `{ right }`: a right from the registry; `{ flag }`: a `can…` flag, i.e. every right the client's
 *   flag of that name needs. `project` says where the project comes from (see ProjectSource), so
 *   that project's access roles count too; `self` names a path parameter holding a user id: that
 *   user may always act on their own data.
 * - `{ self }`: the caller acts on their own data (see SelfSource).
 * - `{ level }`: only accounts of these levels (for example the level-1 outbox).
 * - `{ anyOf }`: any of the given rules; `{ allOf }`: every one of them.
 *
 * A rule that goes through a record (`via`) answers 404 for a missing record and a refused one
 * alike; every other refusal is a 403.
 */
export type AccessRule =
  | 'public'
  | 'authenticated'
  | { right: RightKey; project?: ProjectSource; self?: string }
  | { flag: Flag; project?: ProjectSource; self?: string }
  | { self: SelfSource }
  | { level: readonly number[] }
  | { anyOf: readonly AccessRule[] }
  | { allOf: readonly AccessRule[] };

/** A rule that is no combination of others. */
export type LeafRule = Exclude<AccessRule, { anyOf: readonly AccessRule[] } | { allOf: readonly AccessRule[] }>;

/** One place of the request a rule reads: a path parameter, a body or a query field. */
export interface RequestField {
  from: 'param' | 'body' | 'query';
  name: string;
  via?: RecordKind | RelationName;
  /** What a left-out body or query field means: the right held anywhere, or the caller (a self rule). */
  absent?: 'anywhere' | 'caller';
}

/** Every leaf of a rule, however deeply combined. */
export function leavesOf(rule: AccessRule): LeafRule[] {
  if (typeof rule !== 'string' && 'anyOf' in rule) return rule.anyOf.flatMap(leavesOf);
  if (typeof rule !== 'string' && 'allOf' in rule) return rule.allOf.flatMap(leavesOf);
  return [rule];
}

export function fieldOf(source: ProjectSource | SelfSource): RequestField {
  if (typeof source === 'string') return { from: 'param', name: source };
  if ('param' in source) return { from: 'param', name: source.param, via: source.via };
  const absent = 'absent' in source ? source.absent : undefined;
  if ('body' in source) return { from: 'body', name: source.body, via: source.via, absent };
  return { from: 'query', name: source.query, via: source.via, absent };
}

/** The request fields a leaf reads: its project, its standalone self, its self user parameter. */
export function fieldsOf(leaf: LeafRule): RequestField[] {
  if (typeof leaf === 'string' || 'level' in leaf) return [];
  if (!('right' in leaf) && !('flag' in leaf)) return [fieldOf(leaf.self)];
  return [...(leaf.project !== undefined ? [fieldOf(leaf.project)] : []), ...(leaf.self !== undefined ? [fieldOf(leaf.self)] : [])];
}

const fieldsOfRule = (rule: AccessRule) => leavesOf(rule).flatMap(fieldsOf);

/** A rule that goes through a record answers 404 for missing and refused records alike. */
export const answersNotFound = (rule: AccessRule): boolean => fieldsOfRule(rule).some((f) => f.via !== undefined);

/**
 * Whether the rule can only be decided after validation: it reads the body or the query, or
 * looks a record up (an id that does not parse is a 400, not a refusal). Such rules are checked
 * in preHandler; before validation the guard already refuses a caller who holds the right nowhere.
 */
export const decidedAfterValidation = (rule: AccessRule): boolean => fieldsOfRule(rule).some((f) => f.from !== 'param' || f.via !== undefined);

/** The record kinds (resolvers) and relations a rule names, for the start-up check. */
export function namedResolvers(rule: AccessRule): { kinds: string[]; relations: string[] } {
  const kinds: string[] = [];
  const relations: string[] = [];
  for (const leaf of leavesOf(rule)) {
    if (typeof leaf === 'string' || 'level' in leaf) continue;
    if (!('right' in leaf) && !('flag' in leaf)) {
      const via: string | undefined = leaf.self.via;
      if (via) relations.push(via);
    } else if (leaf.project !== undefined) {
      const via: string | undefined = fieldOf(leaf.project).via;
      if (via) kinds.push(via);
    }
  }
  return { kinds, relations };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** Also authenticates with a single-use download token in `?token=` (reports, templates). */
    download?: boolean;
  }
}
