import { describe, expect, it } from 'vitest';
import {
  addressRule,
  birthDateRule,
  cellPhoneRule,
  emailRule,
  firstNameRule,
  isEmailLike,
  lastNameRule,
  missingAddressParts,
  nationalityRule,
  normalizePhone,
  passwordRule,
  phoneOrCellRule,
  phoneRule,
  secondaryEmailRule,
  todayInBrussels,
} from './account';

describe('spec 1 §5 names: at least 2 characters', () => {
  it.each([
    ['Jo', null],
    ['Anneleen', null],
    ['J', 'invalid'],
    ['  J  ', 'invalid'],
    ['', 'invalid'],
  ])('%j → %s', (name, outcome) => {
    expect(firstNameRule(name)).toBe(outcome ? 'validation.firstName' : null);
    expect(lastNameRule(name)).toBe(outcome ? 'validation.lastName' : null);
    expect(nationalityRule(name)).toBe(outcome ? 'validation.nationality' : null);
  });
});

describe('spec 1 §5 phone: at least 9 characters and a Belgian fixed-line pattern after removing slashes and dots', () => {
  it.each([
    ['014 12 34 56', true],
    ['014/12.34.56', true],
    ['02/123.45.67', true],
    ['04 123 45 67', true],
    ['+32 14 12 34 56', true],
    ['0032 14 12 34 56', true],
    ['014-12-34-56', true],
    ['0475 12 34 56', false], // a mobile number is not a fixed line
    ['014 12 34 5', false],
    ['14 12 34 56', false],
    ['012345678', true],
    ['01234567', false], // shorter than 9
    ['0123456789', false],
    ['014 12 34 5a', false],
    ['', false],
  ])('%j → %s', (phone, valid) => {
    expect(phoneRule(phone)).toBe(valid ? null : 'validation.phone');
  });
});

describe('spec 1 §5 cell: at least 9 characters and a Belgian mobile pattern', () => {
  it.each([
    ['0475 12 34 56', true],
    ['0475/12.34.56', true],
    ['0470123456', true],
    ['0456 12 34 56', true],
    ['0499.12.34.56', true],
    ['+32 475 12 34 56', true],
    ['0032475123456', true],
    ['0445 12 34 56', false], // 044x is not a mobile range
    ['014 12 34 56', false], // a fixed line is not a mobile number
    ['0475 12 34 5', false],
    ['0475 12 34 567', false],
    ['', false],
  ])('%j → %s', (cell, valid) => {
    expect(cellPhoneRule(cell)).toBe(valid ? null : 'validation.cellPhone');
  });

  it('strips the separators people type', () => {
    expect(normalizePhone(' 0475 / 12.34-56 (x)')).toBe('0475123456x');
  });
});

describe('spec 1 §5 e-mail: at least 6 characters with an @ and a dot', () => {
  it.each([
    ['jan@geel.be', true],
    ['  jan@geel.be  ', true],
    ['a@b.be', true],
    ['a@b.c', false], // 5 characters
    ['jan.geel.be', false],
    ['jan@geelbe', false],
    ['jan@@geel.be', false],
    ['jan @geel.be', false],
    ['', false],
  ])('%j → %s', (email, valid) => {
    expect(isEmailLike(email)).toBe(valid);
    expect(emailRule(email)).toBe(valid ? null : 'validation.emailInvalid');
  });

  it.each([
    ['', null],
    ['   ', null], // blank counts as not given
    ['tweede@geel.be', null],
    ['tweede', 'validation.secondaryEmail'],
  ])('secondary e-mail %j → %s (optional, same rule)', (email, outcome) => {
    expect(secondaryEmailRule(email)).toBe(outcome);
  });

  it.each([
    ['014 12 34 56', '', null],
    ['', '0475 12 34 56', null],
    ['  ', ' ', 'validation.phoneOrCell'],
    [null, undefined, 'validation.phoneOrCell'],
  ])('phone %j or cell %j is required → %s', (phone, cell, outcome) => {
    expect(phoneOrCellRule(phone, cell)).toBe(outcome);
  });
});

describe('spec 1 §5 password: at least 6 characters', () => {
  it.each([
    ['geheim', null],
    ['geheim123', null],
    ['gehei', 'validation.passwordLength'],
    ['', 'validation.passwordLength'],
  ])('%j → %s', (password, outcome) => {
    expect(passwordRule(password)).toBe(outcome);
  });
});

describe('spec 1 §5 birth date: valid, not in the future, at most 100 years back', () => {
  const today = '2025-06-15';
  it.each([
    ['1990-04-03', null],
    ['2025-06-15', null], // today
    ['1925-06-15', null], // exactly 100 years
    ['1925-06-14', 'validation.birthDateTooOld'],
    ['2025-06-16', 'validation.birthDateFuture'],
    ['2023-02-29', 'validation.birthDateInvalid'], // no such day
    ['2024-02-29', null],
    ['1990-13-01', 'validation.birthDateInvalid'],
    ['03/04/1990', 'validation.birthDateInvalid'],
    ['', 'validation.birthDateInvalid'],
  ])('%j → %s', (date, outcome) => {
    expect(birthDateRule(date, today)).toBe(outcome);
  });

  it("takes today in Brussels, not in UTC (ARCHITECTURE §6)", () => {
    expect(todayInBrussels(new Date('2024-06-30T22:30:00Z'))).toBe('2024-07-01'); // 00:30 summer time
    expect(todayInBrussels(new Date('2024-12-31T22:59:00Z'))).toBe('2024-12-31'); // 23:59 winter time
    expect(todayInBrussels(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-01');
  });
});

describe('spec 1 §5 address: street, house number, zip and city', () => {
  const full = { streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' };
  it.each([
    [full, null, []],
    [{ ...full, houseNumber: ' ' }, 'validation.addressIncomplete', ['houseNumber']],
    [{ streetName: 'Markt', houseNumber: null }, 'validation.addressIncomplete', ['houseNumber', 'zipCode', 'cityName']],
    [{}, 'validation.addressRequired', ['streetName', 'houseNumber', 'zipCode', 'cityName']],
  ])('%j → %s', (address, outcome, missing) => {
    expect(addressRule(address)).toBe(outcome);
    expect(missingAddressParts(address)).toEqual(missing);
  });
});
