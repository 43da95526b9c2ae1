import { missingAddressParts } from './account';

/** The parts of a Belgian address as the register and profile forms store them. */
export interface AddressFields {
  streetName: string;
  houseNumber: string;
  bus: string;
  zipCode: string;
  cityName: string;
}

export const EMPTY_ADDRESS: AddressFields = { streetName: '', houseNumber: '', bus: '', zipCode: '', cityName: '' };

// "2440 Geel", "B-2440 Geel", optionally followed by the country.
const ZIP_CITY = /(?:^|[\s,])(?:B-?\s?)?(\d{4})\s+([^\d,]+?)\s*(?:,?\s*(?:belgi[eë]|belgium|belgique))?\s*$/iu;
// "Kerkstraat 12, 2440": a zip code after a comma, the city still to come.
const ZIP_ONLY = /(?:^|,)\s*(?:B-?\s?)?(\d{4})\s*$/iu;
// "Kerkstraat 12", "Kerkstraat 12A", "Kerkstraat 12-14", with "bus 3", "b3", "bte 3", "/3".
const STREET_NUMBER = /^(.*?\D)\s*(\d+(?:-\d+)?[a-z]?)(?:\s*(?:\/|bus\b|bte\b|boîte\b|box\b|b\b|b(?=\d))\s*\.?\s*([0-9a-z]+))?$/iu;

const tidy = (s: string) => s.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');

/**
 * Splits a one-line address ("Kerkstraat 12 bus 3, 2440 Geel") into its parts (spec 1 §2 address
 * lookup). Parts it cannot find stay empty; `missingAddressParts` lists them.
 */
export function parseAddress(text: string): AddressFields {
  const result: AddressFields = { ...EMPTY_ADDRESS };
  let rest = tidy(text);

  const zipCity = ZIP_CITY.exec(rest) ?? ZIP_ONLY.exec(rest);
  if (zipCity) {
    result.zipCode = zipCity[1] ?? '';
    result.cityName = tidy(zipCity[2] ?? '');
    rest = tidy(rest.slice(0, zipCity.index));
  } else if (rest.includes(',')) {
    // "Kerkstraat 12, Geel": a last part without digits is the city.
    const parts = rest.split(',').map(tidy);
    const last = parts.at(-1) ?? '';
    if (parts.length > 1 && last && !/\d/.test(last)) {
      result.cityName = last;
      rest = tidy(parts.slice(0, -1).join(', '));
    }
  }

  const street = STREET_NUMBER.exec(rest);
  if (street) {
    result.streetName = tidy(street[1] ?? '');
    result.houseNumber = street[2] ?? '';
    result.bus = street[3] ?? '';
  } else {
    result.streetName = rest;
  }
  return result;
}

/** One line for display: "Kerkstraat 12 bus 3, 2440 Geel". */
export function formatAddress(a: AddressFields): string {
  const street = [a.streetName, a.houseNumber, a.bus && `bus ${a.bus}`].filter(Boolean).join(' ');
  const city = [a.zipCode, a.cityName].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/** The parts a looked-up address still lacks (street, house number, zip, city). */
export const missingLookupParts = (a: AddressFields) => missingAddressParts(a);
