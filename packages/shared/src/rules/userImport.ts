import { messageKey } from '../i18n/keys';
import { isCalendarDate } from './dates';
import { COUNTRY_CODES, countryName, SHIRT_SIZES } from './lookups';

/**
 * The employee import (spec 1 §5 "Employee import file"): semicolon-separated CSV whose header row
 * holds the first-name column; rows without an e-mail are dropped; dates are day/month/year.
 * These pure rules turn one CSV row into the values of `importUser` (schemas/people/staffTools.ts), which
 * then checks them with the register and profile rules.
 */

export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'sex',
  'nationality',
  'origin',
  'phoneNumber',
  'cellPhone',
  'secondaryEmail',
  'streetName',
  'houseNumber',
  'bus',
  'zipCode',
  'cityName',
  'tShirt',
  'ownerRemarks',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * The columns the importer reads, in the template's order: the Dutch header of the template and
 * the other headers people use for it (English and French ones included). Compared folded:
 * lower case, without accents, spaces, punctuation or a part in brackets.
 */
export const IMPORT_COLUMNS: readonly { field: ImportField; header: string; aliases: readonly string[] }[] = [
  { field: 'firstName', header: 'Voornaam', aliases: ['first name', 'firstname', 'given name', 'prénom'] },
  { field: 'lastName', header: 'Achternaam', aliases: ['naam', 'familienaam', 'last name', 'lastname', 'surname', 'nom', 'nom de famille'] },
  { field: 'email', header: 'E-mailadres', aliases: ['e-mail', 'email', 'mail', 'mailadres', 'e-mail address', 'adresse e-mail'] },
  { field: 'dateOfBirth', header: 'Geboortedatum', aliases: ['geboren', 'date of birth', 'birth date', 'birthdate', 'date de naissance'] },
  { field: 'sex', header: 'Geslacht', aliases: ['sex', 'gender', 'sexe'] },
  { field: 'nationality', header: 'Nationaliteit', aliases: ['nationality', 'nationalité'] },
  { field: 'origin', header: 'Geboorteland', aliases: ['land van herkomst', 'country of birth', 'origin', 'pays de naissance'] },
  { field: 'phoneNumber', header: 'Telefoonnummer', aliases: ['telefoon', 'tel', 'vast nummer', 'phone', 'phone number', 'téléphone'] },
  { field: 'cellPhone', header: 'G.S.M.-nummer', aliases: ['gsm', 'mobiel', 'mobiel nummer', 'gsm nummer', 'mobile', 'cell phone', 'cellphone', 'portable'] },
  { field: 'secondaryEmail', header: 'Tweede e-mailadres', aliases: ['tweede e-mail', 'second e-mail', 'secondary email', 'e-mail 2'] },
  { field: 'streetName', header: 'Straat', aliases: ['straatnaam', 'street', 'rue'] },
  { field: 'houseNumber', header: 'Huisnummer', aliases: ['nummer', 'nr', 'house number', 'numéro'] },
  { field: 'bus', header: 'Bus', aliases: ['busnummer', 'box', 'boîte'] },
  { field: 'zipCode', header: 'Postcode', aliases: ['zip', 'zip code', 'postal code', 'code postal'] },
  { field: 'cityName', header: 'Gemeente', aliases: ['woonplaats', 'stad', 'plaats', 'city', 'town', 'commune', 'localité'] },
  { field: 'tShirt', header: 'T-shirtmaat', aliases: ['t-shirt', 'shirtmaat', 't-shirt size', 'shirt size', 'taille t-shirt'] },
  { field: 'ownerRemarks', header: 'Opmerkingen', aliases: ['opmerking', 'remarks', 'notes', 'remarques'] },
];

/** Folds text for comparisons: lower case, no accents, letters and digits only. */
const foldKey = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const byHeader = new Map<string, ImportField>(
  IMPORT_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((h): [string, ImportField] => [foldKey(h), c.field])),
);

/** The field a header names, or null: "Geboortedatum (dd/mm/jjjj)" is the birth date. */
export const fieldOfHeader = (header: string): ImportField | null => byHeader.get(foldKey(header.replace(/\([^)]*\)/g, ''))) ?? null;

/** The field of every column of a header row; a field named twice counts once, at its first column. */
export function matchColumns(header: readonly string[]): (ImportField | null)[] {
  const seen = new Set<ImportField>();
  return header.map((cell) => {
    const field = fieldOfHeader(cell);
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

/** Rows above the header that may hold a title or notes. */
const HEADER_SEARCH_ROWS = 10;

/** The header row: the first row that holds the first-name column (spec 1 §5); -1 when none does. */
export const findHeaderRow = (rows: readonly (readonly string[])[]): number =>
  rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => row.some((cell) => fieldOfHeader(cell) === 'firstName'));

/** A day/month/year date (3/4/1990, 03-04-1990, 03.04.1990) as YYYY-MM-DD; null when it is not one. */
export function parseDayMonthYear(value: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

const SEXES = new Map<string, 0 | 1 | 2>([
  ...['0', 'm', 'man', 'male', 'h', 'homme', 'mannelijk'].map((v): [string, 0] => [v, 0]),
  ...['1', 'v', 'vrouw', 'f', 'female', 'femme', 'w', 'woman', 'vrouwelijk'].map((v): [string, 1] => [v, 1]),
  ...['2', 'x', 'andere', 'other', 'autre'].map((v): [string, 2] => [v, 2]),
]);

/** Sex as stored (spec 1 §3: 0 Man, 1 Vrouw, 2 X) from M/V/X, the words, or the numbers. */
export const parseSex = (value: string): 0 | 1 | 2 | null => SEXES.get(foldKey(value)) ?? null;

let countriesByName: Map<string, string> | null = null;

/** A country of birth as its ISO code, from the code itself or its Dutch, English or French name. */
export function parseOrigin(value: string): string | null {
  const code = value.trim().toUpperCase();
  if (COUNTRY_CODES.includes(code)) return code;
  countriesByName ??= new Map(COUNTRY_CODES.flatMap((c) => ['nl-BE', 'en-GB', 'fr-FR'].map((locale): [string, string] => [foldKey(countryName(c, locale)), c])));
  return countriesByName.get(foldKey(value)) ?? null;
}

/** A T-shirt size from the list (spec 1 §5), whatever its letter case. */
export const parseShirtSize = (value: string): (typeof SHIRT_SIZES)[number] | null => SHIRT_SIZES.find((s) => s === value.trim().toUpperCase()) ?? null;

export interface ImportProblem {
  field: ImportField | 'row';
  /** A catalogue key with parameters (`validation.phone`, `importUsers.problems.duplicateInFile?row=4`). */
  message: string;
}

/** One data row as read: its cells by field, trimmed, empty cells left out. */
export type ImportCells = Partial<Record<ImportField, string>>;

export function cellsOf(row: readonly string[], columns: readonly (ImportField | null)[]): ImportCells {
  const cells: ImportCells = {};
  columns.forEach((field, i) => {
    const value = row[i]?.trim();
    if (field && value) cells[field] = value;
  });
  return cells;
}

/**
 * The values of `importUser` for a row, converting the cells that have their own notation (date,
 * sex, country, shirt size); a cell that cannot be converted is a problem and left out, so the
 * schema's own rules still check the rest.
 */
export function convertCells(cells: ImportCells): { values: Record<string, unknown>; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const values: Record<string, unknown> = { ...cells };
  const convert = <T>(field: ImportField, parse: (v: string) => T | null, key: string) => {
    const raw = cells[field];
    if (raw === undefined) return;
    const parsed = parse(raw);
    if (parsed === null) {
      delete values[field];
      problems.push({ field, message: messageKey(key, { value: raw }) });
    } else values[field] = parsed;
  };
  convert('dateOfBirth', parseDayMonthYear, 'importUsers.problems.date');
  convert('sex', parseSex, 'importUsers.problems.sex');
  convert('origin', parseOrigin, 'importUsers.problems.origin');
  convert('tShirt', parseShirtSize, 'importUsers.problems.shirtSize');
  return { values, problems };
}
