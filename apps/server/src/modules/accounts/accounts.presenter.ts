import { deriveFlags } from '@coulisse/shared/access/flags';
import type { RightsSet } from '@coulisse/shared/access/rights';
import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import type { AuthUser } from '../../platform/auth/sessions';

/** The signed-in account as the client sees it (spec 1 §7 POST /api/auth) with its right flags. */
export function presentSessionUser(user: AuthUser, token: string, rights: RightsSet): SessionUser {
  return {
    token,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    level: user.level,
    email: user.email,
    image: user.image,
    shouldVerify: user.shouldVerify,
    canEditClothingSizes: user.canEditClothingSizes,
    shouldUploadCertificate: user.shouldUploadCertificate,
    flags: deriveFlags(rights),
  };
}
