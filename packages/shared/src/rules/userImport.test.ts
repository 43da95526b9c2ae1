import { describe, expect, it } from 'vitest';
import { importUser } from '../schemas/people/staffTools';
import { cellsOf, convertCells, fieldOfHeader, findHeaderRow, IMPORT_COLUMNS, matchColumns, parseDayMonthYear, parseOrigin, parseSex, parseShirtSize } from './userImport';

describe('employee import headers (spec 1 §5: the header row holds the first-name column)', () => {
  it.each([
    ['Voornaam', 'firstName'],
    ['VOORNAAM', 'firstName'],
    ['  voornaam ', 'firstName'],
    ['Prénom', 'firstName'],
    ['first_name', 'firstName'],
    ['Naam', 'lastName'],
    ['E-mail', 'email'],
    ['e-mailadres', 'email'],
    ['Geboortedatum (dd/mm/jjjj)', 'dateOfBirth'],
    ['GSM', 'cellPhone'],
    ['G.S.M.-nummer', 'cellPhone'],
    ['T-shirt maat', 'tShirt'],
    ['Lievelingskleur', null],
    ['', null],
  ])('%j is %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });

  it('reads every template header as its own field', () => {
    expect(IMPORT_COLUMNS.map((c) => fieldOfHeader(c.header))).toEqual(IMPORT_COLUMNS.map((c) => c.field));
  });

  it('takes a field named twice from its first column only', () => {
    expect(matchColumns(['Voornaam', 'Naam', 'Voornaam', 'Iets'])).toEqual(['firstName', 'lastName', null, null]);
  });

  it('finds the header row below title rows, and none without a first-name column', () => {
    expect(findHeaderRow([['Ledenlijst 2026'], [''], ['Voornaam', 'Achternaam']])).toBe(2);
    expect(findHeaderRow([['Naam', 'E-mail']])).toBe(-1);
  });
});

describe('parseDayMonthYear (spec 1 §5: dates are day/month/year)', () => {
  it.each([
    ['03/04/1990', '1990-04-03'],
    ['3/4/1990', '1990-04-03'],
    ['31-12-2001', '2001-12-31'],
    ['29.02.2000', '2000-02-29'],
    [' 01/01/1950 ', '1950-01-01'],
    ['29/02/2001', null],
    ['31/04/1990', null],
    ['1990-04-03', null],
    ['04/03/90', null],
    ['13/13/1990', null],
    ['morgen', null],
  ])('%j → %s', (value, expected) => {
    expect(parseDayMonthYear(value)).toBe(expected);
  });
});

describe('sex, country and shirt size notations', () => {
  it.each([
    ['M', 0],
    ['man', 0],
    ['V', 1],
    ['Vrouw', 1],
    ['F', 1],
    ['x', 2],
    ['2', 2],
    ['?', null],
  ])('sex %j → %s', (value, expected) => {
    expect(parseSex(value)).toBe(expected);
  });

  it.each([
    ['BE', 'BE'],
    ['be', 'BE'],
    ['België', 'BE'],
    ['belgie', 'BE'],
    ['Nederland', 'NL'],
    ['Germany', 'DE'],
    ['Maroc', 'MA'],
    ['Atlantis', null],
  ])('country %j → %s', (value, expected) => {
    expect(parseOrigin(value)).toBe(expected);
  });

  it.each([
    ['m', 'M'],
    ['xxl', 'XXL'],
    ['128', '128'],
    ['XXXL', null],
  ])('shirt size %j → %s', (value, expected) => {
    expect(parseShirtSize(value)).toBe(expected);
  });
});

describe('a row through the conversion and the import schema', () => {
  const columns = matchColumns(['Voornaam', 'Achternaam', 'E-mailadres', 'Geboortedatum', 'Geslacht', 'Geboorteland', 'Telefoonnummer', 'G.S.M.-nummer', 'Straat', 'Huisnummer', 'Postcode', 'Gemeente', 'T-shirtmaat']);
  const read = (row: string[]) => {
    const { values, problems } = convertCells(cellsOf(row, columns));
    const parsed = importUser.safeParse({ row: 2, ...values });
    return { problems, parsed };
  };

  it('accepts a complete row and converts its notations', () => {
    const { problems, parsed } = read(['Lotte', 'Janssens', 'lotte@example.be', '03/04/1990', 'V', 'België', '014 58 12 34', '0475 12 34 56', 'Markt', '1', '2440', 'Geel', 'm']);
    expect(problems).toEqual([]);
    expect(parsed.success && parsed.data).toMatchObject({ dateOfBirth: '1990-04-03', sex: 1, origin: 'BE', tShirt: 'M', phoneNumber: '014 58 12 34', bus: null });
  });

  it('accepts names and e-mail alone', () => {
    expect(read(['Lotte', 'Janssens', 'lotte@example.be']).parsed.success).toBe(true);
  });

  it('reports every cell it cannot convert and what the rules refuse', () => {
    const { problems, parsed } = read(['L', 'Janssens', 'lotte(at)example', '31/02/1990', 'Q', 'Atlantis', '12345', '0123', 'Markt', '', '', '', 'XXXL']);
    expect(problems.map((p) => p.field)).toEqual(['dateOfBirth', 'sex', 'origin', 'tShirt']);
    expect(problems[0]!.message).toBe('importUsers.problems.date?value=31%2F02%2F1990');
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
    expect(issues).toEqual(['firstName validation.firstName', 'email validation.emailInvalid', 'phoneNumber validation.phone', 'cellPhone validation.cellPhone', 'streetName validation.addressIncomplete']);
  });

  it('refuses a birth date in the future or more than 100 years back', () => {
    const messages = (date: string) => {
      const result = importUser.safeParse({ row: 2, firstName: 'An', lastName: 'Peeters', email: 'an@example.be', dateOfBirth: date });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages('2999-01-01')).toEqual(['validation.birthDateFuture']);
    expect(messages('1900-01-01')).toEqual(['validation.birthDateTooOld']);
  });
});
