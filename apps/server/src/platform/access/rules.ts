import type { RightKey } from '@coulisse/shared/access/registry';

/**
 * What a route declares about who may call it (ARCHITECTURE §4). Every route must declare one;
 * the app refuses to start otherwise.
 * - `public`: anyone, signed in or not.
 * - `authenticated`: any signed-in account (also one that still has to verify its data).
 * - `{ right }`: a right from the registry; `project` names the route parameter holding the
 *   project id, so project access roles count too; `self` names the parameter holding a user id:
 *   that user may always act on their own data.
 * - `{ level }`: only accounts of these levels (for example the level-1 outbox).
 * - `{ anyOf }`: any of the given rules.
 * - `{ allOf }`: every one of the given rules, for a sub-right that only counts together with an
 *   action (e.g. projects.update + projects.rights, the `canManageProjectRights` flag).
 */
export type AccessRule =
  | 'public'
  | 'authenticated'
  | { right: RightKey; project?: string; self?: string }
  | { level: readonly number[] }
  | { anyOf: readonly AccessRule[] }
  | { allOf: readonly AccessRule[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** Also authenticates with a single-use download token in `?token=` (reports, templates). */
    download?: boolean;
  }
}
