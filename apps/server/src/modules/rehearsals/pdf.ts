import { translateNl } from '@coulisse/shared/i18n/index';
import { presenceState } from '@coulisse/shared/rules/rehearsals';
import type { RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import PDFDocument from 'pdfkit';

const dateFormat = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' });

/**
 * The participant's rehearsals as an A4 PDF (spec 2 §2 `/repetities/{projectName}`): a title with
 * their name and the project, then per rehearsal the date and hours, identifier and name, type,
 * location with address, the scenes rehearsed and their own presence. Built in memory: a
 * participant has at most a few hundred rehearsals (userRehearsals caps at 300).
 */
export function rehearsalsPdf(reps: readonly RepetitionDto[], who: { firstName: string; lastName: string }, projectName: string | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${translateNl('rehearsals.title')} ${who.firstName} ${who.lastName}`, Producer: 'Coulisse' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(`${translateNl('rehearsals.title')}${projectName ? ` – ${projectName}` : ''}`);
  doc.font('Helvetica').fontSize(11).fillColor('#555').text(`${who.firstName} ${who.lastName}`).moveDown();
  if (reps.length === 0) doc.fillColor('#000').text(translateNl('rehearsals.notExpected'));
  for (const r of reps) {
    if (doc.y > doc.page.height - 150) doc.addPage();
    const start = new Date(r.startDt);
    const end = new Date(r.endDt);
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(12).text(`${dateFormat.format(start)}, ${timeFormat.format(start)} – ${timeFormat.format(end)}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(`${r.identifier} ${r.name} (${r.type.name})${projectName ? '' : ` · ${r.projectName}`}`);
    doc.text(`${r.location.name}: ${r.location.street} ${r.location.houseNumber}, ${r.location.zipCode} ${r.location.city}`);
    if (r.scenes.length) doc.text(`${translateNl('rehearsals.scenes')}: ${r.scenes.map((s) => `${s.identifier} ${s.name}`).join(', ')}`);
    if (r.description) doc.fillColor('#555').text(r.description);
    if (r.own) doc.fillColor('#000').text(`${translateNl('rehearsals.presence')}: ${translateNl(`rehearsals.states.${presenceState(r.own, r.startDt)}`)}${r.own.reason ? ` (${r.own.reason})` : ''}`);
    doc.moveDown(0.8);
  }
  doc.end();
  return done;
}
