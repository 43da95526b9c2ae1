import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';

export interface XlsxColumn<TRow> {
  header: string;
  width?: number;
  value: (row: TRow) => string | number | boolean | Date | null | undefined;
}

/**
 * Streams an xlsx workbook: rows are written and committed page by page, so memory stays flat in
 * the row count (ARCHITECTURE §6).
 */
export function streamXlsx<TRow>(sheetName: string, columns: XlsxColumn<TRow>[], pages: AsyncIterable<TRow[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    for await (const rows of pages) {
      for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? null)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
