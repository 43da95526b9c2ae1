import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The text the free-text user filter searches (name, e-mail, phone, city: spec 1 / issue 3). It is
 * stored as the generated column `search_text`, which the trigram index covers: filter on
 * `users.searchText`. Stored, because evaluating this expression for every candidate row cost
 * three times more than reading it (docs/benchmarks.md). Folded like `foldText` (platform/db/text.ts).
 */
export const userSearchText = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; cityName: AnyPgColumn; phoneNumber: AnyPgColumn; cellPhone: AnyPgColumn }) =>
  sql`coulisse_unaccent(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.cityName}, '') || ' ' || coalesce(${t.phoneNumber}, '') || ' ' || coalesce(${t.cellPhone}, '')))`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    /**
     * A new login address waiting for its confirmation link (kind `email-change`). `email` stays
     * the sign-in and mail address until the new one is confirmed (ARCHITECTURE "Login e-mail").
     */
    pendingEmail: varchar('pending_email', { length: 255 }),
    firstName: varchar('first_name', { length: 255 }).notNull(),
    lastName: varchar('last_name', { length: 255 }).notNull(),
    level: smallint('level').notNull().default(0),
    image: varchar('image', { length: 255 }),
    passwordHash: text('password_hash'),
    confirmed: boolean('confirmed').notNull().default(false),
    shouldVerify: boolean('should_verify').notNull().default(false),
    canEditClothingSizes: boolean('can_edit_clothing_sizes').notNull().default(true),
    shouldUploadCertificate: boolean('should_upload_certificate').notNull().default(false),
    certificate: varchar('certificate', { length: 255 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationality: varchar('nationality', { length: 255 }),
    origin: varchar('origin', { length: 2 }),
    sex: smallint('sex'),
    phoneNumber: varchar('phone_number', { length: 30 }),
    cellPhone: varchar('cell_phone', { length: 30 }),
    secondaryEmail: varchar('secondary_email', { length: 255 }),
    tShirt: varchar('t_shirt', { length: 10 }),
    streetName: varchar('street_name', { length: 255 }),
    houseNumber: varchar('house_number', { length: 20 }),
    bus: varchar('bus', { length: 20 }),
    zipCode: varchar('zip_code', { length: 10 }),
    cityName: varchar('city_name', { length: 255 }),
    pictures: boolean('pictures').notNull().default(false),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    ownerRemarks: text('owner_remarks'),
    remarks: text('remarks'),
    height: smallint('height'),
    chest: smallint('chest'),
    waist: smallint('waist'),
    hipSize: smallint('hip_size'),
    headSize: smallint('head_size'),
    clothingSize: varchar('clothing_size', { length: 10 }),
    clothingFrozen: boolean('clothing_frozen').notNull().default(false),
    /** The 5-digit check-in pin of the kiosk (spec 2 §4), unique; handed out when first needed. */
    pin: varchar('pin', { length: 5 }),
    settings: jsonb('settings').$type<{ pictures?: boolean }>().notNull().default({}),
    /** The account that created this profile for another person (linked profiles). */
    ownerId: integer('owner_id'),
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
    since: date('since', { mode: 'string' }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs((): SQL => userSearchText(users)),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_last_name_idx').on(t.lastName, t.firstName, t.id),
    index('users_first_name_idx').on(t.firstName, t.id),
    index('users_level_idx').on(t.level),
    index('users_sex_idx').on(t.sex),
    index('users_birth_idx').on(t.dateOfBirth),
    index('users_creation_idx').on(t.creationDt),
    index('users_owner_idx').on(t.ownerId),
    uniqueIndex('users_pin_idx').on(t.pin),
    // fastupdate off: otherwise new rows wait in GIN's pending list, which every search scans
    // linearly until a VACUUM flushes it, and PGlite has no autovacuum (docs/benchmarks.md).
    index('users_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens sent by mail or handed out for a download, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).$type<'confirm' | 'reset' | 'download' | 'email-change' | 'email-undo'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * What the token is bound to: for downloads the one path it opens; for `email-change` the
     * address it confirms, for `email-undo` the address it puts back.
     */
    purpose: varchar('purpose', { length: 255 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_idx').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.kind),
    // Finds the addresses held back for an undo link (`email-undo`) when someone claims one.
    index('user_tokens_purpose_idx').on(t.kind, sql`lower(${t.purpose})`),
  ],
);
