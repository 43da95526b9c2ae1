import { PROFILE_SECTIONS, type ProfileSection } from '@coulisse/shared/rules/profile';
import type { AccessRule } from '../../platform/access/rules';

/**
 * The access rules of the people routes (docs/areas/people.md "Access"). People are no project's
 * records: every right here is global, so no resolver is needed; the path or the body names the person.
 */

/** A section of the profile in the path (`:id`): the person's own, or staff with the section's update flag (`canUpdateUsersPersonal`, …). */
export const sectionUpdate = (section: ProfileSection): AccessRule => ({ flag: PROFILE_SECTIONS[section].update, self: 'id' });

/** The person in the body's or query's `userId`, the caller when it is left out (the spec's id-less paths). */
const ownIn = (from: 'body' | 'query'): AccessRule => ({ self: from === 'body' ? { body: 'userId', absent: 'caller' } : { query: 'userId', absent: 'caller' } });

/** The same for the spec's id-less saves (PUT /api/information, …): the person is `userId` in the body. */
export const sectionUpdateInBody = (section: ProfileSection): AccessRule => ({ anyOf: [ownIn('body'), { flag: PROFILE_SECTIONS[section].update }] });

/** The picture upload without an id (multipart, so no body schema): the person is `?userId=`. */
export const pictureUpdateInQuery: AccessRule = { anyOf: [ownIn('query'), { flag: PROFILE_SECTIONS.picture.update }] };

/**
 * Only the person, or a level-1 administrator: the certificate of good conduct and the personal
 * data export. No staff right opens these (spec 1 §2 tab 'certificaat'; a whole person in one download).
 */
export const personOrAdministrator: AccessRule = { anyOf: [{ self: { param: 'id' } }, { level: [1] }] };

/** The certificate upload: the person is `?userId=`, the caller when left out; someone else only for level 1. */
export const certificateUpload: AccessRule = { anyOf: [ownIn('query'), { level: [1] }] };

/** Only the person themselves (GET /api/verify/{id}: nobody verifies for someone else). */
export const personOnly: AccessRule = { self: { param: 'id' } };
