import { registerFileOwner, type FileOwnerRule } from '../../platform/files/owners';
import { mayHandleCertificate } from './certificate.service';

declare module '../../platform/files/owners' {
  interface FileOwnerKinds {
    /** A profile picture; the owner id is the person. */
    userPicture: true;
    /** A certificate of good conduct; the owner id is the person. */
    certificate: true;
  }
}

/**
 * Pictures load in `<img>` tags, which send no bearer header: the random 256-bit name is the
 * capability, handed out only in answers that may show the person's picture (as before).
 */
const PICTURES: FileOwnerRule = { mayRead: async () => true, cacheable: true };
/** Only the person and level 1, like every other certificate call (certificate.service). */
const CERTIFICATES: FileOwnerRule = { mayRead: async (_db, auth, userId) => auth !== null && mayHandleCertificate(auth, userId) };

/** Registers who reads the files of people; called before the people routes are declared. */
export function registerPeopleFiles(): void {
  registerFileOwner('userPicture', PICTURES);
  registerFileOwner('certificate', CERTIFICATES);
}
