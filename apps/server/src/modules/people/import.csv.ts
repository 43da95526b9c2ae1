import { IMPORT_MAX_ROWS } from '@coulisse/shared/rules/constants';
import { cellsOf, convertCells, findHeaderRow, matchColumns, type ImportField, type ImportProblem } from '@coulisse/shared/rules/userImport';
import { importUser, type ImportPreviewRow, type ImportUser } from '@coulisse/shared/schemas/people/staffTools';
import { isMessageKey, messageKey } from '@coulisse/shared/i18n/index';
import { CsvError, parse } from 'csv-parse/sync';
import { refuseFile } from '../../platform/http/upload';

/** The records of a semicolon-separated file, one per line, empty lines kept so row numbers match the file. */
function records(text: string): string[][] {
  try {
    return parse(text, { delimiter: ';', relax_column_count: true, relax_quotes: true, skip_empty_lines: false, bom: true });
  } catch (err) {
    if (err instanceof CsvError) throw refuseFile('importUsers.unreadable', { line: (err as CsvError & { lines?: number }).lines ?? 1 });
    throw err;
  }
}

export interface ParsedImport {
  columns: { header: string; field: ImportField | null }[];
  /** Data rows with an e-mail address, their problems so far and, when they pass the rules, the person. */
  rows: (ImportPreviewRow & { user: ImportUser | null })[];
  /** Rows without an e-mail address (spec 1 §5: dropped). */
  skipped: number[];
}

const problemsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): ImportProblem[] =>
  issues.map((issue) => {
    const field = String(issue.path[0] ?? 'row');
    return { field: field as ImportField, message: isMessageKey(issue.message) ? issue.message : 'validation.invalidInput' };
  });

/**
 * Reads an employee import file (spec 1 §5): finds the header row by its first-name column, drops
 * rows without an e-mail address and checks every other row with the import rules, including
 * duplicates inside the file. Whether an address already has an account is the service's part.
 */
export function parseImportFile(text: string): ParsedImport {
  const all = records(text);
  const headerIndex = findHeaderRow(all);
  if (headerIndex < 0) throw refuseFile('importUsers.noHeader');
  const header = all[headerIndex]!;
  const fields = matchColumns(header);
  if (!fields.includes('email')) throw refuseFile('importUsers.noEmailColumn');
  const data = all.slice(headerIndex + 1);
  if (data.length > IMPORT_MAX_ROWS) throw refuseFile('importUsers.tooManyRows', { max: IMPORT_MAX_ROWS });

  const rows: ParsedImport['rows'] = [];
  const skipped: number[] = [];
  const firstRowOf = new Map<string, number>();
  data.forEach((record, i) => {
    const row = headerIndex + i + 2;
    const cells = cellsOf(record, fields);
    if (Object.keys(cells).length === 0) return;
    if (!cells.email) {
      skipped.push(row);
      return;
    }
    const { values, problems } = convertCells(cells);
    const parsed = importUser.safeParse({ row, ...values });
    if (!parsed.success) problems.push(...problemsOf(parsed.error.issues));
    const email = cells.email.toLowerCase();
    const first = firstRowOf.get(email);
    if (first === undefined) firstRowOf.set(email, row);
    else problems.push({ field: 'email', message: messageKey('importUsers.problems.duplicateInFile', { row: first }) });
    rows.push({
      row,
      firstName: cells.firstName ?? '',
      lastName: cells.lastName ?? '',
      email: cells.email,
      problems,
      user: problems.length === 0 && parsed.success ? parsed.data : null,
    });
  });
  if (rows.length === 0 && skipped.length === 0) throw refuseFile('importUsers.empty');
  return { columns: header.map((h, i) => ({ header: h.trim(), field: fields[i] ?? null })), rows, skipped };
}

/** Problems of the confirmed people among themselves: the same address twice. */
export function duplicatesInBatch(users: readonly ImportUser[]): Map<number, string> {
  const firstRowOf = new Map<string, number>();
  const problems = new Map<number, string>();
  users.forEach((user, index) => {
    const email = user.email.trim().toLowerCase();
    const first = firstRowOf.get(email);
    if (first === undefined) firstRowOf.set(email, user.row);
    else problems.set(index, messageKey('importUsers.problems.duplicateInFile', { row: first }));
  });
  return problems;
}
