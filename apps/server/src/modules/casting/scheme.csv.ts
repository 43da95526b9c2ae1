import { messageKey } from '@coulisse/shared/i18n/index';
import { IMPORT_MAX_ROWS } from '@coulisse/shared/rules/constants';
import { CASTING_DESCRIPTION_MAX, CASTING_NAME_MAX, IDENTIFIER_MAX } from '@coulisse/shared/rules/casting';
import { CsvError, parse } from 'csv-parse/sync';
import { refuseFile } from '../../platform/http/upload';

/**
 * Reading the role scheme files (spec 2 §5 "Imports"): semicolon separated, the first row is a
 * header and is skipped, empty rows are ignored. Row numbers are the lines of the file (1 = header).
 *
 * Scheme file: Soort; Code; Naam; Beschrijving; Sprekend; Scènes — one row per scene, role or group.
 * Users file:  Soort; Code; E-mailadres; Cast — one row per player of a role or member of a group.
 */
export const SCHEME_HEADER_NL = ['Soort', 'Code', 'Naam', 'Beschrijving', 'Sprekend', 'Scènes'];
export const USERS_HEADER_NL = ['Soort', 'Code', 'E-mailadres', 'Cast'];

export type SchemeKind = 'scene' | 'role' | 'group';
export const KIND_LABEL_NL: Record<SchemeKind, string> = { scene: 'scène', role: 'rol', group: 'groep' };

export interface CsvRow {
  row: number;
  cells: string[];
  problems: string[];
}

const fold = (v: string) =>
  v
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** 'scène', 'scene', 'rol', 'role', 'groep', 'group' (accents and case ignored). */
export function kindOf(value: string): SchemeKind | null {
  const v = fold(value);
  if (v === 'scene' || v === 'scenes') return 'scene';
  if (v === 'rol' || v === 'role' || v === 'rollen') return 'role';
  if (v === 'groep' || v === 'group' || v === 'groepen') return 'group';
  return null;
}

/** ja/nee as Excel users type it; empty is nee. Null when it is neither. */
export function yesNo(value: string): boolean | null {
  const v = fold(value);
  if (['', 'nee', 'n', 'neen', 'no', '0', 'false', 'onwaar'].includes(v)) return false;
  if (['ja', 'j', 'yes', 'y', '1', 'x', 'true', 'waar'].includes(v)) return true;
  return null;
}

/** The data rows of the file (first row skipped, empty rows ignored), each cell trimmed, padded to `width`. */
export function csvRows(text: string, width: number): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { delimiter: ';', relax_column_count: true, relax_quotes: true, skip_empty_lines: false, bom: true });
  } catch (err) {
    if (err instanceof CsvError) throw refuseFile('casting.schemeImport.unreadable', { line: (err as CsvError & { lines?: number }).lines ?? 1 });
    throw err;
  }
  const rows: CsvRow[] = [];
  records.slice(1).forEach((record, i) => {
    const cells = Array.from({ length: width }, (_, c) => (record[c] ?? '').trim());
    if (cells.every((c) => c === '')) return;
    rows.push({ row: i + 2, cells, problems: [] });
  });
  if (rows.length === 0) throw refuseFile('casting.schemeImport.empty');
  if (rows.length > IMPORT_MAX_ROWS) throw refuseFile('casting.schemeImport.tooManyRows', { max: IMPORT_MAX_ROWS });
  return rows;
}

const required = (column: string) => messageKey('casting.schemeImport.problem.required', { column });
const tooLong = (column: string, max: number) => messageKey('casting.schemeImport.problem.tooLong', { column, max });

/** Problems of a text cell: required and maximum length. */
export function textProblem(value: string, column: string, max: number, isRequired: boolean): string | null {
  if (isRequired && !value) return required(column);
  return value.length > max ? tooLong(column, max) : null;
}

export const LIMITS = { identifier: IDENTIFIER_MAX, name: CASTING_NAME_MAX, description: CASTING_DESCRIPTION_MAX };

/** Scene codes of the Scènes column: separated by commas, duplicates dropped (codes may hold spaces). */
export function sceneCodes(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[,|]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
