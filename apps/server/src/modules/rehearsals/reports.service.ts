import type { PresenceRow } from '@coulisse/shared/schemas/rehearsals';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { xlsxFile, type FileAnswer } from '../../platform/http/files';
import type { XlsxColumn } from '../../platform/http/xlsx';
import { findProject } from '../projects/projects.repository';
import { presenceRows, withState } from './presence.service';
import { participantsOfMany, rehearsalsOfProject, rehearsalTotals, type RehearsalTotalsRow } from './reports.repository';
import { repetitionOr404 } from './rehearsals.service';

/** The xlsx reports of rehearsals (spec 2 §7 reports), behind canExportRepetitions on their routes. */

const STATE_NL: Record<PresenceRow['state'], string> = {
  present: 'Aanwezig',
  probablyPresent: 'Waarschijnlijk aanwezig',
  unexcusedAbsent: 'Onverwittigd afwezig',
  excusedAbsent: 'Verwittigd afwezig',
};
const yesNo = (v: boolean) => (v ? 'Ja' : 'Neen');

const presenceColumns: XlsxColumn<PresenceRow>[] = [
  { header: 'Achternaam', value: (r) => r.lastName },
  { header: 'Voornaam', value: (r) => r.firstName },
  { header: 'Aanwezigheid', value: (r) => STATE_NL[r.state] },
  { header: 'Reden', value: (r) => r.reason },
  { header: 'Individuele rol', value: (r) => yesNo(r.isRoleUser) },
  { header: 'G.S.M.', value: (r) => r.cellPhone },
  { header: 'Telefoon', value: (r) => r.phoneNumber },
  { header: 'Pincode', value: (r) => r.pin },
];

async function* once<T>(items: T[]): AsyncIterable<T[]> {
  yield items;
}

/** GET /api/reports/repetition.xlsx?repetitionId: the attendance list of one rehearsal. */
export async function repetitionReport(ctx: AppContext, repetitionId: number): Promise<FileAnswer> {
  const r = await repetitionOr404(ctx.db, repetitionId);
  return xlsxFile(`repetitie-${r.rep.identifier}.xlsx`, 'Aanwezigheden', presenceColumns, once(await presenceRows(ctx.db, r)));
}

const totalsColumns: XlsxColumn<RehearsalTotalsRow>[] = [
  { header: 'Code', value: (r) => r.identifier },
  { header: 'Naam', value: (r) => r.name },
  { header: 'Start', value: (r) => r.startDt },
  { header: 'Einde', value: (r) => r.endDt },
  { header: 'Locatie', value: (r) => r.location },
  { header: 'Type', value: (r) => r.type },
  { header: 'Aanwezigheid registreren', value: (r) => yesNo(r.register) },
  { header: 'Open', value: (r) => yesNo(r.open) },
  { header: 'Deelnemers', value: (r) => r.participants },
  { header: 'Aanwezig', value: (r) => r.present },
  { header: 'Waarschijnlijk aanwezig', value: (r) => r.probably },
  { header: 'Onverwittigd afwezig', value: (r) => r.unexcused },
  { header: 'Verwittigd afwezig', value: (r) => r.excused },
];

async function projectOr404(ctx: AppContext, projectId: number): Promise<void> {
  if (!(await findProject(ctx.db, projectId))) throw notFound();
}

/** GET /api/reports/repetitions_complete.xlsx?projectId: every rehearsal with its participants counted per state, in one statement. */
export async function repetitionsReport(ctx: AppContext, projectId: number): Promise<FileAnswer> {
  await projectOr404(ctx, projectId);
  return xlsxFile('repetities.xlsx', 'Repetities', totalsColumns, once(await rehearsalTotals(ctx.db, projectId)));
}

/** Rehearsals per statement of the complete presence report: bounded memory, few statements. */
const REHEARSALS_PER_BATCH = 50;

type PresenceReportRow = PresenceRow & { repetition: string; date: Date };

/**
 * GET /api/reports/presence_complete.xlsx?projectId: every participant of every rehearsal, by
 * rehearsal start and then by name; one statement per batch of rehearsals.
 */
export async function presenceReport(ctx: AppContext, projectId: number): Promise<FileAnswer> {
  await projectOr404(ctx, projectId);
  const reps = await rehearsalsOfProject(ctx.db, projectId);
  const pages = async function* (): AsyncIterable<PresenceReportRow[]> {
    for (let i = 0; i < reps.length; i += REHEARSALS_PER_BATCH) {
      const batch = reps.slice(i, i + REHEARSALS_PER_BATCH);
      const participants = await participantsOfMany(
        ctx.db,
        batch.map((r) => r.id),
      );
      // The statement sorts by name; the file lists rehearsal after rehearsal.
      const byRehearsal = new Map(batch.map((rep) => [rep.id, { rep, rows: [] as PresenceReportRow[] }]));
      const now = new Date();
      for (const p of participants) {
        const entry = byRehearsal.get(p.repetitionId)!;
        entry.rows.push({ ...withState(p, entry.rep.startDt, now), repetition: `${entry.rep.identifier} ${entry.rep.name}`, date: entry.rep.startDt });
      }
      for (const { rows } of byRehearsal.values()) yield rows;
    }
  };
  const columns: XlsxColumn<PresenceReportRow>[] = [{ header: 'Repetitie', value: (r) => r.repetition }, { header: 'Start', value: (r) => r.date }, ...presenceColumns];
  return xlsxFile('aanwezigheden.xlsx', 'Aanwezigheden', columns, pages());
}
