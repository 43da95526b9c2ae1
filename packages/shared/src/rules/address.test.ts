import { describe, expect, it } from 'vitest';
import { formatAddress, missingLookupParts, parseAddress } from './address';

describe('parseAddress (spec 1 §2 address lookup)', () => {
  it.each([
    ['Kerkstraat 12 bus 3, 2440 Geel', { streetName: 'Kerkstraat', houseNumber: '12', bus: '3', zipCode: '2440', cityName: 'Geel' }],
    ['Kerkstraat 12, 2440 Geel', { streetName: 'Kerkstraat', houseNumber: '12', bus: '', zipCode: '2440', cityName: 'Geel' }],
    ['Kerkstraat 12/3 2440 Geel', { streetName: 'Kerkstraat', houseNumber: '12', bus: '3', zipCode: '2440', cityName: 'Geel' }],
    ['Kerkstraat 12b3, 2440 Geel', { streetName: 'Kerkstraat', houseNumber: '12', bus: '3', zipCode: '2440', cityName: 'Geel' }],
    ['Kerkstraat 12A, 2440 Geel', { streetName: 'Kerkstraat', houseNumber: '12A', bus: '', zipCode: '2440', cityName: 'Geel' }],
    ['  Markt   1 ,  B-2440   Geel , België ', { streetName: 'Markt', houseNumber: '1', bus: '', zipCode: '2440', cityName: 'Geel' }],
    ['Rue du 11 Novembre 5 bte 2, 1000 Bruxelles', { streetName: 'Rue du 11 Novembre', houseNumber: '5', bus: '2', zipCode: '1000', cityName: 'Bruxelles' }],
    ['Sint-Dimpnaplein 4, 2440 Geel-Stelen', { streetName: 'Sint-Dimpnaplein', houseNumber: '4', bus: '', zipCode: '2440', cityName: 'Geel-Stelen' }],
    ['Kerkstraat 12, Geel', { streetName: 'Kerkstraat', houseNumber: '12', bus: '', zipCode: '', cityName: 'Geel' }],
  ])('%s', (text, expected) => {
    expect(parseAddress(text)).toEqual(expected);
  });

  it('lists the parts that are missing', () => {
    expect(missingLookupParts(parseAddress('Kerkstraat, 2440 Geel'))).toEqual(['houseNumber']);
    expect(missingLookupParts(parseAddress('2440 Geel'))).toEqual(['streetName', 'houseNumber']);
    expect(missingLookupParts(parseAddress('Kerkstraat 12'))).toEqual(['zipCode', 'cityName']);
    expect(parseAddress('Kerkstraat, 2440')).toMatchObject({ streetName: 'Kerkstraat', houseNumber: '', zipCode: '2440', cityName: '' });
    expect(parseAddress('Kerkstraat 12, 2440')).toMatchObject({ streetName: 'Kerkstraat', houseNumber: '12', zipCode: '2440', cityName: '' });
    expect(missingLookupParts(parseAddress(''))).toEqual(['streetName', 'houseNumber', 'zipCode', 'cityName']);
    expect(missingLookupParts(parseAddress('Kerkstraat 12 bus 3, 2440 Geel'))).toEqual([]);
  });

  it('formats the parts back into one line', () => {
    expect(formatAddress(parseAddress('Kerkstraat 12 bus 3, 2440 Geel'))).toBe('Kerkstraat 12 bus 3, 2440 Geel');
  });
});
