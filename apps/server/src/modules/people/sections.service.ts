import { heightRequiredRule } from '@coulisse/shared/rules/sizes';
import type { AddressBody, PersonalBody, PrivacyBody, RemarksBody, SizesBody } from '@coulisse/shared/schemas/people/profile';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { forbidden, invalid } from '../../platform/http/errors';
import { mayUpdateRemarks, mayUpdateSizes } from './profile.rights';
import { updateSection, type SectionResult } from './profile.service';

/** Saves the personal section (spec 1 §7 PUT /api/information). */
export function updatePersonal(ctx: AppContext, auth: Auth, userId: number, body: PersonalBody): Promise<SectionResult> {
  return updateSection(ctx, auth, { section: 'personal', userId, values: { ...body } });
}

/** Saves the address; the schema has already refused an incomplete one. */
export function updateAddress(ctx: AppContext, auth: Auth, userId: number, body: AddressBody): Promise<SectionResult> {
  return updateSection(ctx, auth, { section: 'address', userId, values: { ...body } });
}

/** Saves the clothing sizes (spec 1 §5): who may depends on the stored profile (frozen, canEditClothingSizes). */
export function updateSizes(ctx: AppContext, auth: Auth, userId: number, body: SizesBody): Promise<SectionResult> {
  const { shirtSize, ...sizes } = body;
  return updateSection(ctx, auth, {
    section: 'clothing',
    userId,
    values: { tShirt: shirtSize, ...sizes },
    check: (before) => {
      if (!mayUpdateSizes(auth, before)) throw forbidden();
      const key = heightRequiredRule(before.height, body.height);
      if (key) throw invalid('height', key);
    },
  });
}

/** Saves the person's own remark and/or the organisation's remark, each with its own right. */
export function updateRemarks(ctx: AppContext, auth: Auth, userId: number, body: RemarksBody): Promise<SectionResult> {
  if (!mayUpdateRemarks(auth, userId, body)) return Promise.reject(forbidden());
  return updateSection(ctx, auth, { section: 'remarks', userId, values: { remarks: body.remarks, ownerRemarks: body.ownerRemarks } });
}

/** Saves the photo consent (spec 1 §3 `pictures`). */
export function updatePrivacy(ctx: AppContext, auth: Auth, userId: number, body: PrivacyBody): Promise<SectionResult> {
  return updateSection(ctx, auth, { section: 'privacy', userId, values: { pictures: body.pictures } });
}
