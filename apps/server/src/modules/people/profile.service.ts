import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { assertMayManage } from './accountGuard';
import { diffUser, lockUser, writeChanges, type Changes, type UserRecord, type UserValues } from './profile.repository';
import type { Section } from './profile.rights';

/** What a section adds to a save once its changes are known, still inside the transaction. */
interface SectionEffects {
  /** Fields that change as a consequence (recorded in the history too). */
  values?: UserValues;
  /** Runs after the commit: socket events, mail dispatch. */
  afterCommit?: () => Promise<void> | void;
}

/** Sections whose changes staff are told about (issue 3; sub-rights of spec 1 §6). */
const NOTIFIED_SECTIONS = {
  personal: 'userinfo_changed',
  contact: 'contactdetails_changed',
  address: 'contactdetails_changed',
  clothing: 'clothingdetails_changed',
} as const satisfies Partial<Record<Section, string>>;

export interface SectionUpdate {
  section: Section;
  userId: number;
  /** The new values, or a function of the stored profile when they depend on it (the login e-mail). */
  values: UserValues | ((before: UserRecord) => UserValues);
  /** Checks against the stored profile; throws 403 or 400 before anything is written. */
  check?: (before: UserRecord) => void;
  onChange?: (tx: Tx, before: UserRecord, changes: Changes) => Promise<SectionEffects>;
  /** Runs `onChange` although no stored field changes (asking again for a pending address's link). */
  alwaysRun?: (before: UserRecord) => boolean;
}

export interface SectionResult {
  user: UserRecord;
  changes: Changes;
}

/**
 * Saves one profile section (the route's rule has decided who may: the person or the section's
 * update flag): the stored profile (locked), then the level rule
 * (`assertMayManage`: nobody changes an account above their own level, whatever the section), then
 * the section's checks, then the changed fields and one `user_changes` row in the same transaction.
 * A save that changes nothing writes nothing, so the history lists real changes only.
 */
export async function updateSection(ctx: AppContext, auth: Auth, update: SectionUpdate): Promise<SectionResult> {
  const { result, effects, notified } = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, update.userId);
    if (!before) throw notFound();
    assertMayManage(auth.user, before);
    update.check?.(before);
    let changes = diffUser(before, typeof update.values === 'function' ? update.values(before) : update.values);
    const run = Object.keys(changes).length > 0 || update.alwaysRun?.(before) === true;
    if (!run) return { result: { user: before, changes }, effects: {}, notified: [] };
    const effects: SectionEffects = (await update.onChange?.(tx, before, changes)) ?? {};
    if (effects.values) changes = { ...changes, ...diffUser(before, effects.values) };
    if (!Object.keys(changes).length) return { result: { user: before, changes }, effects, notified: [] };
    const user = await writeChanges(tx, { userId: before.id, changedBy: auth.user.id, section: update.section, changes });
    const subRight = update.section in NOTIFIED_SECTIONS ? NOTIFIED_SECTIONS[update.section as keyof typeof NOTIFIED_SECTIONS] : null;
    const notified = subRight
      ? await notify(tx, { subRight, subjectUserId: user.id, params: { name: `${user.firstName} ${user.lastName}` }, excludeUserId: auth.user.id })
      : [];
    return { result: { user, changes }, effects, notified };
  });
  await effects.afterCommit?.();
  await emitNotifications(ctx, notified);
  return result;
}
