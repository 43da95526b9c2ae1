import { maySelfReport } from '@coulisse/shared/rules/rehearsals';
import { addressLine } from '@coulisse/shared/rules/reminders';
import type { AbsenceInfo } from '@coulisse/shared/schemas/reminders';
import type { AppContext } from '../../platform/context';
import { storedSigningKey } from '../../platform/auth/signingKeys';
import { AppError, invalid } from '../../platform/http/errors';
import { reportOwnPresence } from './presence.service';
import { brusselsDisplay } from './reminders.mail';
import { ABSENCE_PURPOSE, checkAbsenceToken } from './reminders.token';
import { findRepetition, ownPresence } from './rehearsals.repository';

/**
 * The one-click "ik kan niet" link of a rehearsal mail (issue 13): no sign-in, the signed token
 * names the rehearsal and the person. The page reads the rehearsal with GET and signs off with
 * POST (a mail scanner that follows the link changes nothing); the absence goes through the rule
 * of the rehearsal card, with its 30-minute cut-off.
 */

const gone = () => new AppError('not_found', 'reminders.errors.gone');

async function claimed(ctx: AppContext, token: string) {
  const key = await storedSigningKey(ctx.db, ABSENCE_PURPOSE);
  if (!key) throw invalid('token', 'reminders.errors.linkInvalid');
  const check = checkAbsenceToken(key, token);
  if (!check.ok) throw invalid('token', check.reason === 'expired' ? 'reminders.errors.linkExpired' : 'reminders.errors.linkInvalid');
  const r = await findRepetition(ctx.db, check.claim.repetitionId);
  if (!r) throw gone();
  const current = await ownPresence(ctx.db, r.rep.projectId, r.rep.id, check.claim.userId);
  if (!current) throw gone();
  return { r, userId: check.claim.userId, current };
}

/** GET /api/repetitions/absence?token=: the rehearsal the link is about. */
export async function absenceInfo(ctx: AppContext, token: string): Promise<AbsenceInfo> {
  const { r, current } = await claimed(ctx, token);
  const start = brusselsDisplay(r.rep.startDt.toISOString());
  const address = addressLine({ street: r.location.streetName, houseNumber: r.location.houseNumber, zipCode: r.location.zipCode, city: r.location.cityName });
  return {
    name: r.rep.name,
    projectName: r.projectName,
    date: start.date,
    start: start.time,
    end: brusselsDisplay(r.rep.endDt.toISOString()).time,
    location: [r.location.name, address].filter(Boolean).join(', '),
    markedPresent: current.markedPresent,
    mayReport: r.rep.register && r.rep.open && maySelfReport(r.rep.startDt),
  };
}

/** POST /api/repetitions/absence {token, reason?}: signs the person off (400 within 30 minutes of the start). */
export async function reportAbsence(ctx: AppContext, token: string, reason: string | null | undefined): Promise<{ message: string }> {
  const { r, userId, current } = await claimed(ctx, token);
  const { message } = await reportOwnPresence(ctx, r, userId, current, false, reason);
  return { message };
}
