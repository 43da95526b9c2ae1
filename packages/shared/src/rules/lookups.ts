/** T-shirt sizes offered on sign-up and in profiles (children's sizes first). */
export const SHIRT_SIZES = ['116', '128', '140', '152', '164', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'] as const;

/** ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the reader's language. */
export const COUNTRY_CODES = (
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NG NI NL ' +
  'NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM ' +
  'TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS XK YE ZA ZM ZW'
).split(' ');

export function countryName(code: string, locale = 'nl-BE'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Confection sizes for `clothingSize` (GET /api/sizes/clothing): children by height in cm, then the
 * Belgian adult sizes from 32 to 64 (the range the demo generator spreads women and men over).
 */
export const CLOTHING_SIZES = [
  ...['92', '104', '116', '128', '140', '152', '164', '176'],
  ...Array.from({ length: 17 }, (_, i) => String(32 + i * 2)),
] as const;

/** 'Ik woon niet in Geel': the first choice, id 0 (spec 1 §7 GET /api/parts-of-town). */
export const NOT_IN_GEEL = { value: 0, label: 'Ik woon niet in Geel' } as const;

/**
 * Geel's parts of town (its centre, deelgemeenten and wijken) for a registration's `partOfTown`.
 * The ids are stored in `registrations.part_of_town`, so they are written out: never renumber,
 * only append.
 */
export const PARTS_OF_TOWN: readonly { value: number; label: string }[] = [
  { value: 1, label: 'Centrum' },
  { value: 2, label: 'Bel' },
  { value: 3, label: 'Elsum' },
  { value: 4, label: 'Holven' },
  { value: 5, label: 'Kievermont' },
  { value: 6, label: 'Larum' },
  { value: 7, label: 'Liessel' },
  { value: 8, label: 'Oosterlo' },
  { value: 9, label: 'Punt' },
  { value: 10, label: 'Sint-Dimpna' },
  { value: 11, label: 'Stelen' },
  { value: 12, label: 'Ten Aard' },
  { value: 13, label: 'Winkelomheide' },
  { value: 14, label: 'Zammel' },
];

/** The choices of the part-of-town field: 'Ik woon niet in Geel' first, then Geel's parts in order. */
export const partOfTownChoices = (): { value: number; label: string }[] => [NOT_IN_GEEL, ...PARTS_OF_TOWN];

/** Countries with their name in one language, sorted by that name as its readers expect. */
export function countriesIn(locale = 'nl-BE'): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => collator.compare(a.label, b.label));
}
