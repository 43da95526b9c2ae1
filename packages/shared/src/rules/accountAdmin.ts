import { DAY_MS } from './constants';

/**
 * Account administration, linked profiles and the certificate of good conduct (issue 3,
 * spec 1 §2 §4 §7). Constants and pure rules shared by the server and the web app.
 */

/**
 * A linked profile without an address of its own (a child created by a parent) stores a unique
 * address under the reserved `.invalid` top-level domain (RFC 6761): the unique index on
 * lower(email) holds, and no mail can ever be delivered there. Messages for such a profile go to
 * its owner.
 */
export const LINKED_PROFILE_EMAIL_DOMAIN = 'gekoppeld.coulisse.invalid';

export const isLinkedProfilePlaceholder = (email: string | null | undefined): boolean =>
  typeof email === 'string' && email.toLowerCase().endsWith(`@${LINKED_PROFILE_EMAIL_DOMAIN}`);

/** How many profiles one account may create for others (a guard against mass creation). */
export const MAX_LINKED_PROFILES = 10;

/** A reset link made by staff is handed over by hand (phone, chat): valid a day instead of an hour. */
export const STAFF_RESET_TOKEN_MS = DAY_MS;
/** The set-password link mailed to an account created by staff. */
export const WELCOME_TOKEN_MS = 7 * DAY_MS;
/** The link that confirms a new login e-mail address, mailed to that address. */
export const EMAIL_CHANGE_TOKEN_MS = 7 * DAY_MS;
/**
 * After a login e-mail change the previous address gets a link that puts it back; the address
 * stays reserved for the account that long, so nobody can take it to block the undo.
 */
export const EMAIL_UNDO_TOKEN_MS = 7 * DAY_MS;
/** The web pages the two mails link to (`?token=`); they post the token, a GET changes nothing. */
export const EMAIL_CHANGE_CONFIRM_PATH = '/e-mailadres-bevestigen';
export const EMAIL_CHANGE_UNDO_PATH = '/e-mailadres-terugzetten';

/** Certificate of good conduct (spec 1 §5): a PDF of at most 10 MB. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

/** A PDF starts with these bytes, whatever its name says. */
export const isPdf = (bytes: Uint8Array): boolean => bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/**
 * Who may switch from a profile to another of the same family (spec 1 §4 "Users can switch between
 * linked profiles"). The owning account may switch to the profiles it owns. A linked profile may
 * switch back to its owner or to a sibling only while it has no password of its own: then its
 * session can only have come from the owner switching. Once the person has set a password, signing
 * in as them must not open the owner's account. A switch opens a session as the profile, so a
 * profile of a higher level than the caller's (one staff promoted) is out of reach
 * (`mayManageAccount`); going back to the family's owner is never a gain.
 */
export function maySwitchProfile(
  caller: { id: number; ownerId: number | null; hasPassword: boolean; level: number },
  target: { id: number; ownerId: number | null; level: number },
): boolean {
  if (caller.id === target.id) return false;
  const family = caller.ownerId ?? caller.id;
  const inFamily = target.id === family || target.ownerId === family;
  if (!inFamily) return false;
  if (target.id !== family && !mayManageAccount(caller, target)) return false;
  return caller.ownerId === null || !caller.hasPassword;
}

type Rights = Record<string, { read: boolean; create: boolean; update: boolean; delete: boolean; sub: Record<string, boolean> }>;
const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

/**
 * Whether `holder` has every right `wanted` grants: staff may only reset the password of, or
 * delete, someone whose rights they hold themselves, so these actions never lift anyone above
 * their own rights (issue 3).
 */
export function coversRights(holder: Rights, wanted: Rights): boolean {
  return Object.entries(wanted).every(([area, rights]) => {
    const held = holder[area];
    if (ACTIONS.some((action) => rights[action] && !held?.[action])) return false;
    return Object.entries(rights.sub).every(([sub, on]) => !on || held?.sub[sub] === true);
  });
}

/** Levels by the power they give (spec 1 §6): 1 administers all, 2 reads and edits projects, 3 reads them. */
const LEVEL_RANK: Record<number, number> = { 1: 3, 2: 2, 3: 1, 0: 0 };

/**
 * The one level rule for acting on an account (ARCHITECTURE §4, spec 1 §6 levels): changing any
 * part of its profile or login e-mail, its picture, certificate or access roles, confirming it,
 * making a reset link, switching into it, deleting it or moving its data. A level-1 administrator
 * may act on everyone; anyone else only on an account of no higher level, and never on a level-1
 * account. Acting on oneself always passes (same level). Without it, staff holding `users.update`
 * + `users.contact` could put their own address on an administrator's account and reset its
 * password.
 */
export function mayManageAccount(caller: { level: number }, target: { level: number }): boolean {
  if (caller.level === 1) return true;
  return target.level !== 1 && (LEVEL_RANK[target.level] ?? 0) <= (LEVEL_RANK[caller.level] ?? 0);
}

/**
 * Whether someone else may hand themselves a way into a person's account: a password-reset link,
 * or a new login e-mail address (which leads to one). `mayManageAccount`, and the caller must also
 * hold every right the person holds; otherwise staff could sign in with more rights than their own.
 */
export function mayActOn(caller: { level: number; rights: Rights }, target: { level: number; rights: Rights }): boolean {
  if (caller.level === 1) return true;
  return mayManageAccount(caller, target) && coversRights(caller.rights, target.rights);
}
