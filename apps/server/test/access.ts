import type { Db } from '../src/platform/db/client';
import { buildProject, buildUser } from './factories';

/** An id no row has: asking for it answers 404. */
export const MISSING = 999_999;

/** What the access tests start from: two projects, an administrator (level 1) and a participant without rights. */
export async function buildAccessCast(db: Db) {
  const project = await buildProject(db);
  const otherProject = await buildProject(db);
  const admin = await buildUser(db, { level: 1 });
  const nobody = await buildUser(db, { level: 0 });
  return { project, otherProject, admin, nobody };
}
