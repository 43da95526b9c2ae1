import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/http/errors';
import { diffUser, lockUser, writeChanges, type Changes, type UserRecord, type UserValues } from './profile.repository';
import { mayTryUpdate, type Section } from './profile.rights';

/** What a section adds to a save once its changes are known, still inside the transaction. */
export interface SectionEffects {
  /** Fields that change as a consequence (recorded in the history too). */
  values?: UserValues;
  /** Runs after the commit: socket events, mail dispatch. */
  afterCommit?: () => Promise<void> | void;
}

export interface SectionUpdate {
  section: Section;
  userId: number;
  values: UserValues;
  /** Checks against the stored profile; throws 403 or 400 before anything is written. */
  check?: (before: UserRecord) => void;
  onChange?: (tx: Tx, before: UserRecord, changes: Changes) => Promise<SectionEffects>;
}

export interface SectionResult {
  user: UserRecord;
  changes: Changes;
}

/**
 * Saves one profile section: access, then the stored profile (locked), then the section's checks,
 * then the changed fields and one `user_changes` row in the same transaction. A save that changes
 * nothing writes nothing, so the history lists real changes only.
 */
export async function updateSection(ctx: AppContext, auth: Auth, update: SectionUpdate): Promise<SectionResult> {
  if (!mayTryUpdate(auth, update.section, update.userId)) throw forbidden();
  const { result, effects } = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, update.userId);
    if (!before) throw notFound();
    update.check?.(before);
    let changes = diffUser(before, update.values);
    if (!Object.keys(changes).length) return { result: { user: before, changes }, effects: {} };
    const effects: SectionEffects = (await update.onChange?.(tx, before, changes)) ?? {};
    if (effects.values) changes = { ...changes, ...diffUser(before, effects.values) };
    const user = await writeChanges(tx, { userId: before.id, changedBy: auth.user.id, section: update.section, changes });
    return { result: { user, changes }, effects };
  });
  await effects.afterCommit?.();
  return result;
}
