import { IMPORT_COLUMNS } from '@coulisse/shared/rules/userImport';
import { generatePeople, type NewUser } from '../apps/server/src/seed/people';

const SEX = ['M', 'V', 'X'];
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/** One cell as the template's columns want it: dates as day/month/year, sex as M/V/X. */
function cell(person: NewUser, field: (typeof IMPORT_COLUMNS)[number]['field']): string {
  if (field === 'dateOfBirth') return person.dateOfBirth ? dayMonthYear(person.dateOfBirth) : '';
  if (field === 'sex') return person.sex === null || person.sex === undefined ? '' : SEX[person.sex]!;
  const value = person[field];
  return value === null || value === undefined ? '' : String(value).replace(/[;"\r\n]/g, ' ');
}

/**
 * An employee import file of `count` generated people (the demo generator: valid names, phones,
 * addresses, sizes), under the template's headers. Addresses get a prefix of the run, so they
 * never meet the accounts the dataset already holds.
 */
export function importCsv(count: number, prefix: string): string {
  const people = generatePeople({ count, seed: 3000 });
  const lines = [IMPORT_COLUMNS.map((c) => c.header).join(';')];
  for (const [i, person] of people.entries()) {
    person.email = `${prefix}${i}.${person.email}`;
    lines.push(IMPORT_COLUMNS.map((c) => cell(person, c.field)).join(';'));
  }
  return lines.join('\r\n');
}

/** A multipart body with one file field, as a browser uploads it. */
export function multipartFile(content: string, filename: string): { body: Buffer; contentType: string } {
  const boundary = '----coulisse-bench';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
