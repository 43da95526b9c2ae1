import type { ImportPreview, ImportPreviewRow } from '@coulisse/shared/schemas/people/staffTools';

export type ImportUserValues = NonNullable<ImportPreviewRow['user']>;

/** The people a preview accepted, in file order: what the confirmation sends. */
export const acceptedUsers = (preview: ImportPreview): ImportUserValues[] => preview.rows.flatMap((row) => (row.user ? [row.user] : []));

export const refusedRows = (preview: ImportPreview): ImportPreviewRow[] => preview.rows.filter((row) => !row.user);

/** Headers of columns the import does not read. */
export const ignoredColumns = (preview: ImportPreview): string[] => preview.columns.filter((c) => c.field === null && c.header !== '').map((c) => c.header);

/**
 * After a refused confirmation (nothing was imported): the rows the server named in its fields
 * (`users.<index>.<field>`, index into what was sent) become refused with that reason, so the
 * rest can be confirmed again.
 */
export function withServerRefusals(preview: ImportPreview, sent: readonly ImportUserValues[], fields: Record<string, string>): ImportPreview {
  const reasons = new Map<number, { field: string; message: string }[]>();
  for (const [path, message] of Object.entries(fields)) {
    const match = /^users\.(\d+)\.(\w+)$/.exec(path);
    const user = match ? sent[Number(match[1])] : undefined;
    if (!match || !user) continue;
    reasons.set(user.row, [...(reasons.get(user.row) ?? []), { field: match[2]!, message }]);
  }
  if (!reasons.size) return preview;
  const rows = preview.rows.map((row) => {
    const problems = reasons.get(row.row);
    return problems ? { ...row, user: null, problems: [...row.problems, ...(problems as ImportPreviewRow['problems'])] } : row;
  });
  const accepted = rows.filter((row) => row.user).length;
  return { ...preview, rows, accepted, refused: rows.length - accepted };
}

/** "4, 9, 12" for a few row numbers, "4, 9, 12, … (+37)" for many. */
export function rowList(rows: readonly number[], shown = 10): string {
  const head = rows.slice(0, shown).join(', ');
  return rows.length > shown ? `${head}, … (+${rows.length - shown})` : head;
}
