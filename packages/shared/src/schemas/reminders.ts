import { z } from 'zod';
import { PRESENCE_REASON_MAX } from '../rules/rehearsals';

/** The signed "ik kan niet" token of a rehearsal mail (rehearsal.person.expiry.signature). */
const absenceToken = z.string().min(1).max(120);

export const absenceQuery = z.object({ token: absenceToken });
export const absenceBody = z.object({ token: absenceToken, reason: z.string().max(PRESENCE_REASON_MAX).nullish() });

/** What the "ik kan niet" page shows before the click: the rehearsal and where the person stands. */
export const absenceInfo = z.object({
  name: z.string(),
  projectName: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  location: z.string(),
  /** Still expected (false: signed off already). */
  markedPresent: z.boolean(),
  /** Signing off is still possible: attendance registered, open, more than 30 minutes before the start. */
  mayReport: z.boolean(),
});
export type AbsenceInfo = z.infer<typeof absenceInfo>;
