import { translateNl } from '@coulisse/shared/i18n/index';
import { IMPORT_COLUMNS } from '@coulisse/shared/rules/userImport';
import ExcelJS from 'exceljs';

/**
 * `import_users.xlsx`: the columns the employee import reads, under the headers it recognises,
 * with one example row, and a second sheet explaining every column. People fill it in and save it
 * as semicolon-separated CSV, the format the import takes (spec 1 §5).
 */
export async function importTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Coulisse';
  const sheet = workbook.addWorksheet(translateNl('importUsers.templateSheet'));
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Text cells, so Excel keeps leading zeros of phone numbers and dates as typed.
  for (let column = 1; column <= IMPORT_COLUMNS.length; column++) sheet.getColumn(column).numFmt = '@';
  sheet.addRow({
    firstName: 'Lotte',
    lastName: 'Janssens',
    email: 'lotte.janssens@example.be',
    dateOfBirth: '03/04/1990',
    sex: 'V',
    nationality: 'Belg',
    origin: 'BE',
    phoneNumber: '014 58 12 34',
    cellPhone: '0475 12 34 56',
    secondaryEmail: '',
    streetName: 'Markt',
    houseNumber: '1',
    bus: '',
    zipCode: '2440',
    cityName: 'Geel',
    tShirt: 'M',
    ownerRemarks: '',
  });

  const help = workbook.addWorksheet(translateNl('importUsers.templateHelpSheet'));
  help.columns = [
    { header: translateNl('importUsers.templateHelp.column'), key: 'column', width: 22 },
    { header: translateNl('importUsers.templateHelp.rule'), key: 'rule', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) help.addRow({ column: c.header, rule: translateNl(`importUsers.templateHelp.${c.field}`) });
  help.addRow({});
  help.addRow({ column: '', rule: translateNl('importUsers.templateHelp.save') }).font = { italic: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
