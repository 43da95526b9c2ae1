import type { DbOrTx } from '../db/client';

/**
 * The record kinds whose project an access rule can look up (`project: { param: 'id', via:
 * 'repetition' }`). Empty here: each module adds its kinds by declaration merging, beside the
 * resolvers it registers, so the platform never names a module:
 *
 *   declare module '../../platform/access/resolvers' { interface RecordKinds { repetition: true } }
 *
 * Exported for that merging only, which knip cannot see as a use (hence `@public`).
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules (declaration merging)
export interface RecordKinds {}
/**
 * The relations a standalone self rule can name (`self: { param: 'id', via: 'calledByRepetition' }`), filled the same way.
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules (declaration merging)
export interface Relations {}

export type RecordKind = Extract<keyof RecordKinds, string>;
export type RelationName = Extract<keyof Relations, string>;

/**
 * The project of each given record that exists, in one statement; missing records are left out.
 * A record of a global area (an article, a rental order) belongs to no project: it maps to null,
 * and only the caller's global rights count for it.
 */
export type ProjectResolver = (db: DbOrTx, ids: readonly number[]) => Promise<ReadonlyMap<number, number | null>>;
/** Which of the given records concern the user (e.g. the rehearsals that call them), in one statement. */
export type RelationResolver = (db: DbOrTx, userId: number, ids: readonly number[]) => Promise<ReadonlySet<number>>;

const projectResolvers = new Map<string, ProjectResolver>();
const relationResolvers = new Map<string, RelationResolver>();

function register<T>(registry: Map<string, T>, what: string, name: string, resolve: T): void {
  const known = registry.get(name);
  // Every app built in a process registers again: the same function is fine, a second one is a bug.
  if (known && known !== resolve) throw new Error(`Two ${what}s registered for '${name}'`);
  registry.set(name, resolve);
}

/** Registers how to find the project of a record kind; a module calls it before declaring its routes. */
export const registerResolver = (kind: RecordKind, resolve: ProjectResolver): void => register(projectResolvers, 'resolver', kind, resolve);

/** Registers a relation between records and the caller, for standalone self rules. */
export const registerRelation = (name: RelationName, resolve: RelationResolver): void => register(relationResolvers, 'relation', name, resolve);

export const projectResolver = (kind: string): ProjectResolver | undefined => projectResolvers.get(kind);
export const relationResolver = (name: string): RelationResolver | undefined => relationResolvers.get(name);
