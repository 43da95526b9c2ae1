import { translateNl } from '@coulisse/shared/i18n/index';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../platform/db/client';
import { rowsOf } from './casting.repository';
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
export async function roleSchemeXlsx(db: DbOrTx, projectId: number): Promise<Buffer> {
  const parts = await rowsOf<{ kind: 'scene' | 'role' | 'group'; identifier: string; name: string; description: string | null; speaking: boolean; scenes: string | null }>(
    db,
    sql`select * from (
      select 'scene' as kind, s.identifier, s.name, s.description, false as speaking, null as scenes, 0 as o from scenes s where s.project_id = ${projectId}
      union all
      select 'role', r.identifier, r.name, r.description, r.speaking,
        (select string_agg(s.identifier, ', ' order by lower(s.identifier)) from scene_roles l join scenes s on s.id = l.scene_id where l.role_id = r.id), 1
        from project_roles r where r.project_id = ${projectId}
      union all
      select 'group', g.identifier, g.name, g.description, false,
        (select string_agg(s.identifier, ', ' order by lower(s.identifier)) from scene_project_groups l join scenes s on s.id = l.scene_id where l.group_id = g.id), 2
        from project_groups g where g.project_id = ${projectId}) p
      order by o, lower(identifier)`,
  );
  const players = await rowsOf<{ kind: 'role' | 'group'; identifier: string; email: string; cast: string }>(
    db,
    sql`select * from (
      select 'role' as kind, r.identifier, u.email, c.name as cast, 0 as o, c.id as cast_id, u.last_name, u.first_name from role_users ru
        join project_roles r on r.id = ru.role_id join users u on u.id = ru.user_id join casts c on c.id = ru.cast_id where r.project_id = ${projectId}
      union all
      select 'group', g.identifier, u.email, c.name, 1, c.id, u.last_name, u.first_name from group_users gu
        join project_groups g on g.id = gu.group_id join users u on u.id = gu.user_id join casts c on c.id = gu.cast_id where g.project_id = ${projectId}) p
      order by o, lower(identifier), cast_id, last_name, first_name`,
  );
  const yes = (b: boolean) => (b ? 'ja' : 'nee');
  return workbookOf(
    parts.map((p) => [KIND_LABEL_NL[p.kind], p.identifier, p.name, p.description ?? '', p.kind === 'role' ? yes(p.speaking) : '', p.scenes ?? '']),
    players.map((p) => [KIND_LABEL_NL[p.kind], p.identifier, p.email, p.cast]),
  );
}

/** `import_role_scheme.xlsx`: the columns of the scheme import with example rows. */
export const roleSchemeTemplate = () =>
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
export const roleSchemeUsersTemplate = () =>
  workbookOf(
    [],
    [
      ['rol', 'R01', 'lotte.janssens@example.be', 'Cast A'],
      ['groep', 'G01', 'jef.peeters@example.be', 'Cast B'],
    ],
  );
