/**
 * The article import file (spec 3 §4 Import, §5 Files): csv, semicolon separated, at most
 * 10485760 bytes; the first row (titles) is skipped; an article is inactive when the last column
 * contains "niet". The columns, in this order (documented on the screen and in the template):
 *
 *   nummer; omschrijving; kledingstuk; maat; stof; motief; kleur; rek; tags; actief
 *
 * nummer may be empty (the next number is taken); kledingstuk, maat, stof, motief and kleur are
 * names as in the lookups (case-insensitive); rek is the rack number; tags are separated by |.
 */
import { IMPORT_FILE_MAX_BYTES } from '../constants';

const ARTICLE_IMPORT_MAX_BYTES = IMPORT_FILE_MAX_BYTES;
export const ARTICLE_IMPORT_MAX_ROWS = 10_000;
const ARTICLE_IMPORT_COLUMNS = ['number', 'description', 'category', 'size', 'fabric', 'pattern', 'color', 'rack', 'tags', 'active'] as const;
type ArticleImportColumn = (typeof ARTICLE_IMPORT_COLUMNS)[number];
/** The titles of the template's first row. */
const ARTICLE_IMPORT_TITLES = ['Nummer', 'Omschrijving', 'Kledingstuk', 'Maat', 'Stof', 'Motief', 'Kleur', 'Rek', 'Tags', 'Actief'];

/** One data row of the file as text, with its line number in the file. */
export type ArticleImportItem = { row: number } & Record<ArticleImportColumn, string>;

/** Splits semicolon-separated text into records; "quoted" cells may hold ; and "" and line breaks. */
export function splitCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ';') {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || record.length) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** The last column decides: "niet" anywhere in it (any case) makes the article inactive. */
export const importedActive = (lastCell: string): boolean => !/niet/i.test(lastCell);

/** The data rows of a file: the first row skipped, empty lines dropped, cells trimmed. */
export function articleImportItems(text: string): ArticleImportItem[] {
  return splitCsv(text)
    .map((cells, index) => ({ cells: cells.map((c) => c.trim()), row: index + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((c) => c !== ''))
    .map(({ cells, row }) => {
      const item = { row } as ArticleImportItem;
      ARTICLE_IMPORT_COLUMNS.forEach((column, i) => (item[column] = cells[i] ?? ''));
      // "the last column": the active column, or whatever the row's last cell is when it is shorter.
      item.active = cells.length >= ARTICLE_IMPORT_COLUMNS.length ? cells[cells.length - 1]! : '';
      return item;
    });
}

/** A file the screen may send: .csv and at most 10485760 bytes (spec 3 §5); else the catalogue key. */
export function articleImportFileRule(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return 'articles.import.fileType';
  if (file.size > ARTICLE_IMPORT_MAX_BYTES) return 'articles.import.fileSize';
  return null;
}

/** The template: the titles and one example row. */
export const articleImportTemplate = (): string =>
  [ARTICLE_IMPORT_TITLES.join(';'), ';Lange wollen mantel;Mantel;L;Wol;Effen;Bruin;12;middeleeuwen|winter;ja', '000123;Hoed met veer;Hoed;One size;Vilt;;Zwart;3;accessoire;niet actief'].join('\r\n') + '\r\n';
