import { translateNl } from '@coulisse/shared/i18n/index';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../platform/db/client';
import { XLSX_TYPE, type FileAnswer } from '../../platform/http/files';
import { requireProject } from './parts.service';
import { playerRows, schemeRows } from './scheme.repository';
import { KIND_LABEL_NL, SCHEME_HEADER_NL, USERS_HEADER_NL } from './scheme.csv';

function sheet(workbook: ExcelJS.Workbook, name: string, header: string[], rows: string[][]) {
  const ws = workbook.addWorksheet(name);
  ws.columns = header.map((h) => ({ header: h, width: Math.max(14, h.length + 4) }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  // Text cells, so Excel keeps codes like 01 as typed.
  for (let c = 1; c <= header.length; c++) ws.getColumn(c).numFmt = '@';
  for (const row of rows) ws.addRow(row);
}

async function workbookOf(schemeRows: string[][], userRows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Coulisse';
  if (schemeRows.length || !userRows.length) sheet(workbook, translateNl('casting.schemeImport.sheetScheme'), SCHEME_HEADER_NL, schemeRows);
  if (userRows.length) sheet(workbook, translateNl('casting.schemeImport.sheetUsers'), USERS_HEADER_NL, userRows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * GET /api/reports/project/{id}/role_scheme.xlsx: the role scheme in the columns of the import
 * (sheet "Rollenschema": scenes, then roles, then groups, each sorted by identifier, spec 2 §9) and
 * its players (sheet "Spelers"): saved as CSV, each sheet can be imported again.
 */
export async function roleSchemeFile(db: DbOrTx, projectId: number): Promise<FileAnswer> {
  await requireProject(db, projectId);
  const [parts, players] = await Promise.all([schemeRows(db, projectId), playerRows(db, projectId)]);
  const yes = (b: boolean) => (b ? 'ja' : 'nee');
  const body = await workbookOf(
    parts.map((p) => [KIND_LABEL_NL[p.kind], p.identifier, p.name, p.description ?? '', p.kind === 'role' ? yes(p.speaking) : '', p.scenes ?? '']),
    players.map((p) => [KIND_LABEL_NL[p.kind], p.identifier, p.email, p.cast]),
  );
  return { type: XLSX_TYPE, name: `rollenschema-${projectId}.xlsx`, body };
}

/** `import_role_scheme.xlsx`: the columns of the scheme import with example rows. */
const roleSchemeTemplate = () =>
  workbookOf(
    [
      ['scène', 'S01', 'Opening op de markt', '', '', ''],
      ['scène', 'S02', 'De storm', 'Na de pauze', '', ''],
      ['rol', 'R01', 'De burgemeester', 'Opent het stuk', 'ja', 'S01, S02'],
      ['rol', 'R02', 'Marktkramer', '', 'nee', 'S01'],
      ['groep', 'G01', 'Dorpsvolk', '', '', 'S01, S02'],
    ],
    [],
  );

/** `import_role_scheme_users.xlsx`: the columns of the players import with example rows. */
const roleSchemeUsersTemplate = () =>
  workbookOf(
    [],
    [
      ['rol', 'R01', 'lotte.janssens@example.be', 'Cast A'],
      ['groep', 'G01', 'jef.peeters@example.be', 'Cast B'],
    ],
  );

export const SCHEME_TEMPLATES = { import_role_scheme: roleSchemeTemplate, import_role_scheme_users: roleSchemeUsersTemplate } as const;

/** GET /api/templates/{name}.xlsx: an import's columns with example rows; no project data. */
export const templateFile = async (name: keyof typeof SCHEME_TEMPLATES): Promise<FileAnswer> => ({ type: XLSX_TYPE, name: `${name}.xlsx`, body: await SCHEME_TEMPLATES[name]() });
