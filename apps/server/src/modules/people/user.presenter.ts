import { deriveFlags, type Flag } from '@coulisse/shared/access/flags';
import type { users } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';

type UserRecord = typeof users.$inferSelect;

/**
 * One user's profile as the caller may see it: each section (spec 1 §2 profile screen) only with
 * its read right (spec 1 §6); a participant sees all of their own sections. Hidden fields are null.
 */
export function presentUser(user: UserRecord, auth: Auth) {
  const own = user.id === auth.user.id;
  const flags = deriveFlags(auth.rights);
  const may = (flag: Flag) => own || flags[flag] === true;
  const personal = may('canReadUsersPersonal');
  const contact = may('canReadUsersContact');
  const address = may('canReadUsersAddress');
  const clothing = may('canReadUsersClothing');
  const remarks = may('canReadUsersRemarks');
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    level: user.level,
    image: may('canReadUsersPicture') ? user.image : null,
    email: contact ? user.email : null,
    // A new login address waiting for its confirmation link; `email` still signs in.
    pendingEmail: contact ? user.pendingEmail : null,
    secondaryEmail: contact ? user.secondaryEmail : null,
    phoneNumber: contact ? user.phoneNumber : null,
    cellPhone: contact ? user.cellPhone : null,
    sex: personal ? user.sex : null,
    dateOfBirth: personal ? user.dateOfBirth : null,
    nationality: personal ? user.nationality : null,
    origin: personal ? user.origin : null,
    streetName: address ? user.streetName : null,
    houseNumber: address ? user.houseNumber : null,
    bus: address ? user.bus : null,
    zipCode: address ? user.zipCode : null,
    cityName: address ? user.cityName : null,
    tShirt: clothing ? user.tShirt : null,
    height: clothing ? user.height : null,
    chest: clothing ? user.chest : null,
    waist: clothing ? user.waist : null,
    hipSize: clothing ? user.hipSize : null,
    headSize: clothing ? user.headSize : null,
    clothingSize: clothing ? user.clothingSize : null,
    clothingFrozen: user.clothingFrozen,
    remarks: remarks ? user.remarks : null,
    ownerRemarks: remarks ? user.ownerRemarks : null,
    pictures: may('canReadUsersOther') ? user.pictures : null,
    // The 'since' date is shown to levels 1 and 2 (spec 1 §2).
    since: auth.user.level === 1 || auth.user.level === 2 || own ? user.since : null,
    shouldVerify: user.shouldVerify,
    canEditClothingSizes: user.canEditClothingSizes,
    // Account state for the admin buttons (spec 1 §2): is the address confirmed, is this a linked profile.
    confirmed: contact ? user.confirmed : null,
    ownerId: user.ownerId,
  };
}

/** GET /api/user/{id}/sizes (spec 1 §3 "Sizes"). */
export function presentSizes(user: UserRecord) {
  return {
    shirtSize: user.tShirt,
    height: user.height,
    chest: user.chest,
    waist: user.waist,
    hipSize: user.hipSize,
    headSize: user.headSize,
    clothingSize: user.clothingSize,
    clothingFrozen: user.clothingFrozen,
    canEditClothingSizes: user.canEditClothingSizes,
  };
}
