import { todayInBrussels } from '@coulisse/shared/rules/account';
import { users } from '../db/schema/index';
import type { DbOrTx } from '../platform/db/client';
import { addDays, atMinute, daysBetween } from './dates';
import {
  FEMALE_FIRST_NAMES,
  GEEL_STREETS,
  LAST_NAMES,
  MAIL_DOMAINS,
  MALE_FIRST_NAMES,
  MOBILE_PREFIXES,
  NATIONALITIES,
  NEUTRAL_FIRST_NAMES,
  OWNER_REMARKS,
  STREETS,
  TOWNS,
  USER_REMARKS,
} from './names';
import { createRandom, type Random } from './random';
import { generateSizes } from './sizes';

export type NewUser = typeof users.$inferInsert;

export interface PeopleOptions {
  count: number;
  seed?: number;
  /** YYYY-MM-DD; ages, `since` and creation dates are relative to it. */
  today?: string;
  /** One pre-computed hash for every generated account: hashing 20,000 passwords would take minutes. */
  passwordHash?: string | null;
}

const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const pairs = (s: string) => s.match(/.{2}/g)!.join(' ');

/** Belgian mobile as people write it: 0470 12 34 56. */
const mobile = (rng: Random) => `${rng.pick(MOBILE_PREFIXES)} ${pairs(digits(rng, 6))}`;
/** Fixed line in the town's zone: 014 58 12 34 (zone 0 + 2 digits, then 6; first digit never 0). */
const fixedLine = (rng: Random, zone: string) => `${zone} ${rng.int(2, 9)}${digits(rng, 1)} ${pairs(digits(rng, 4))}`;

/** Lower-case ASCII for the local part of an address: "Zoë Van den Broeck" → "zoe.vandenbroeck". */
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Age mix of a community theatre: many children and teenagers, most adults, some seniors. */
function pickAge(rng: Random): number {
  const [min, max] = rng.weighted([[[6, 11], 12], [[12, 17], 13], [[18, 34], 25], [[35, 64], 35], [[65, 85], 15]] as const);
  return rng.int(min, max);
}

/**
 * Generates `count` volunteers (level 0) deterministically from `seed`: Flemish names, Kempen
 * addresses, phones and sizes that pass the shared rules. E-mails are unique within one call.
 */
export function generatePeople(options: PeopleOptions): NewUser[] {
  const rng = createRandom(options.seed ?? 2440);
  const today = options.today ?? todayInBrussels();
  const taken = new Set<string>();
  const people: NewUser[] = [];
  for (let i = 0; i < options.count; i++) people.push(generatePerson(rng, today, taken, options.passwordHash ?? null));
  return people;
}

function uniqueEmail(rng: Random, firstName: string, lastName: string, taken: Set<string>): string {
  const base = rng.chance(0.8) ? `${slug(firstName)}.${slug(lastName)}` : `${slug(firstName)}${slug(lastName)}`;
  const domain = rng.weighted(MAIL_DOMAINS);
  let email = `${base}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${base}${n}@${domain}`;
  taken.add(email);
  return email;
}

function generatePerson(rng: Random, today: string, taken: Set<string>, passwordHash: string | null): NewUser {
  const sex = rng.weighted([[0, 48], [1, 50], [2, 2]] as const);
  const firstName = rng.pick(sex === 0 ? MALE_FIRST_NAMES : sex === 1 ? FEMALE_FIRST_NAMES : NEUTRAL_FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const age = pickAge(rng);
  const dateOfBirth = addDays(today, -(age * 365 + Math.floor(age / 4) + rng.int(1, 364)));
  const town = rng.weighted(TOWNS);
  const { nationality, origin } = rng.weighted(NATIONALITIES);
  const sizes = generateSizes(rng, age, sex);
  const hasSizes = rng.chance(0.7);
  // Volunteers joined some time after their sixth birthday; the app itself is some six years old.
  const sinceDaysAgo = rng.int(0, Math.max(0, daysBetween(addDays(dateOfBirth, 6 * 365 + 2), today)));
  const since = addDays(today, -Math.min(sinceDaysAgo, 40 * 365));
  const createdDaysAgo = rng.int(0, Math.min(6 * 365, sinceDaysAgo));
  const created = atMinute(addDays(today, -createdDaysAgo), rng.int(0, 1439));
  // Some were active in the last three months, never before their account existed.
  const activeAt = rng.chance(0.3) ? atMinute(addDays(today, -rng.int(0, Math.min(90, createdDaysAgo))), rng.int(8 * 60, 22 * 60)) : null;
  const active = activeAt && activeAt < created ? created : activeAt;
  const hasFixed = rng.chance(0.25);
  // Children below 12 are reached through their parents' fixed line more often than by a mobile.
  const hasMobile = !hasFixed || age >= 12 || rng.chance(0.3);
  return {
    email: uniqueEmail(rng, firstName, lastName, taken),
    firstName,
    lastName,
    level: 0,
    passwordHash,
    confirmed: rng.chance(0.97),
    dateOfBirth,
    sex,
    nationality,
    origin,
    phoneNumber: hasFixed ? fixedLine(rng, town.zone) : null,
    cellPhone: hasMobile ? mobile(rng) : null,
    secondaryEmail: rng.chance(0.05) ? `${slug(firstName)}${rng.int(1, 99)}@example.org` : null,
    tShirt: sizes.tShirt,
    streetName: town.city === 'Geel' && rng.chance(0.5) ? rng.pick(GEEL_STREETS) : rng.pick(STREETS),
    houseNumber: `${rng.int(1, 180)}${rng.chance(0.05) ? rng.pick(['A', 'B', 'C']) : ''}`,
    bus: rng.chance(0.08) ? String(rng.int(1, 12)) : null,
    zipCode: town.zip,
    cityName: town.city,
    pictures: rng.chance(0.85),
    privacyAcceptedAt: created,
    remarks: rng.chance(0.1) ? rng.pick(USER_REMARKS) : null,
    ownerRemarks: rng.chance(0.05) ? rng.pick(OWNER_REMARKS) : null,
    ...(hasSizes ? { height: sizes.height, chest: sizes.chest, waist: sizes.waist, hipSize: sizes.hipSize, headSize: sizes.headSize, clothingSize: sizes.clothingSize } : {}),
    creationDt: created,
    since,
    lastActivity: active,
    lastLogin: active,
  };
}

/** Rows per insert: a user row has ~40 columns and PostgreSQL allows 65,535 parameters. */
const USER_BATCH = 1000;

/** Inserts generated people in multi-row batches; call it with a transaction handle. Returns the ids in order. */
export async function insertPeople(tx: DbOrTx, people: NewUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < people.length; i += USER_BATCH) {
    const rows = await tx
      .insert(users)
      .values(people.slice(i, i + USER_BATCH))
      .returning({ id: users.id });
    // Serial ids are drawn in VALUES order, so sorting them restores the input order.
    ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}
