import type { Auth } from '../auth/sessions';
import type { DbOrTx } from '../db/client';

/**
 * What a stored file can belong to. The platform's own kind is `upload`: a file uploaded through
 * POST /api/upload that no record has claimed yet (its owner id is the uploader). Modules add
 * their kinds by declaration merging, beside the rule they register, so the platform never names
 * a module (the same pattern as platform/access/resolvers.ts):
 *
 *   declare module '../../platform/files/owners' { interface FileOwnerKinds { message: true } }
 *
 * Exported for that merging only, which knip cannot see as a use (hence `@public`).
 * @public
 */
export interface FileOwnerKinds {
  upload: true;
}

export type FileOwnerKind = Extract<keyof FileOwnerKinds, string>;

/** The record a file belongs to: a profile picture's user, a message, … */
export interface FileOwner {
  kind: FileOwnerKind;
  id: number;
}

export interface FileOwnerRule {
  /**
   * Whether this caller (null: not signed in, e.g. an `<img>` without a bearer header) may read
   * a file of the owner with this id. A refusal answers 404, like a missing file.
   */
  mayRead(db: DbOrTx, auth: Auth | null, ownerId: number): Promise<boolean>;
  /** The browser may keep the file a day (pictures); every other file is `no-store`. */
  cacheable?: boolean;
}

const rules = new Map<string, FileOwnerRule>();

/** Registers who may read files of a kind; a module calls it before declaring its routes. */
export function registerFileOwner(kind: FileOwnerKind, rule: FileOwnerRule): void {
  const known = rules.get(kind);
  // Every app built in a process registers again: the same rule is fine, a second one is a bug.
  if (known && known !== rule) throw new Error(`Two file owner rules registered for '${kind}'`);
  rules.set(kind, rule);
}

/** The rule of a kind; a kind nobody registered reads as refused. */
export const fileOwnerRule = (kind: string): FileOwnerRule | undefined => rules.get(kind);

/** An unclaimed upload: only its uploader reads it, until a record claims it (claimFiles). */
const UNCLAIMED_UPLOAD: FileOwnerRule = { mayRead: async (_db, auth, uploaderId) => auth?.user.id === uploaderId };
registerFileOwner('upload', UNCLAIMED_UPLOAD);
