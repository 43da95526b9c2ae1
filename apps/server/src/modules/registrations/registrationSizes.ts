import { heightRequiredRule } from '@coulisse/shared/rules/sizes';
import type { SizesBody } from '@coulisse/shared/schemas/people/profile';
import type { Auth } from '../../platform/auth/sessions';
import type { Tx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import { notify } from '../communication/notifications.engine';
import { diffUser, lockUser, writeChanges, type UserRecord } from '../people/profile.repository';
import { mayUpdateSizes } from '../people/profile.rights';

/**
 * The sizes a registration form carries (spec 1 §3) update the person's profile, in the
 * registration's transaction and under the profile's rules (spec 1 §5): frozen sizes only by
 * level 1 with canUpdateUsersClothing, a participant's own only with canEditClothingSizes. Sizes
 * that equal the stored ones change nothing and need no right, so a form may always send them back.
 */
export async function applySizes(tx: Tx, auth: Auth, userId: number, sizes: SizesBody | undefined): Promise<UserRecord & { notified: number[] }> {
  const before = await lockUser(tx, userId);
  if (!before) throw notFound();
  if (!sizes) return { ...before, notified: [] };
  const { shirtSize, ...rest } = sizes;
  const changes = diffUser(before, { tShirt: shirtSize, ...rest });
  if (!Object.keys(changes).length) return { ...before, notified: [] };
  if (!mayUpdateSizes(auth, before)) throw new AppError('forbidden', 'registrations.sizesLocked');
  const key = heightRequiredRule(before.height, sizes.height);
  if (key) throw invalid('sizes.height', key);
  const user = await writeChanges(tx, { userId, changedBy: auth.user.id, section: 'clothing', changes });
  const notified = await notify(tx, { subRight: 'clothingdetails_changed', subjectUserId: userId, params: { name: `${user.firstName} ${user.lastName}` }, excludeUserId: auth.user.id });
  return { ...user, notified };
}
