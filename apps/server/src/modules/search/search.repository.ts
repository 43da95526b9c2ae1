import { and, asc, desc, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projects, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern, foldSql, foldText } from '../../platform/db/text';

/**
 * What was typed, folded like the stored search columns ('José' → 'jose'): the whole text for
 * the typo-tolerant comparison, and its words, each of which must occur (in any order).
 */
export interface SearchTerms {
  folded: string;
  words: string[];
}

/** Typo tolerance only from this many characters: shorter words share too few trigrams to tell. */
export const FUZZY_MIN_LENGTH = 4;

export function searchTerms(text: string): SearchTerms {
  const folded = foldText(text).replace(/\s+/g, ' ').trim();
  return { folded, words: [...new Set(folded.split(' ').filter(Boolean))] };
}

/** Every word occurs in the (folded) text. */
const allWords = (text: AnyPgColumn | SQL, terms: SearchTerms): SQL => and(...terms.words.map((w) => sql`${text} like ${containsPattern(w)}`))!;

/**
 * The search condition on a folded text: every word occurs, or (from FUZZY_MIN_LENGTH characters)
 * the whole text is close to a part of it (pg_trgm `<%`, word similarity ≥ 0.6, the module's
 * default). Both forms are answered by a trigram index on the same expression.
 */
export function matches(text: AnyPgColumn | SQL, terms: SearchTerms): SQL {
  const words = allWords(text, terms);
  return terms.folded.length >= FUZZY_MIN_LENGTH ? sql`(${words} or ${terms.folded}::text <% ${text})` : words;
}

export interface Page {
  limit: number;
  offset: number;
}

export interface Found<T> {
  total: number;
  items: T[];
}

/** One page plus the total of the same query: one statement, and a count alone past the last page. */
async function pageWithTotal<T extends { total: number }>(rows: T[], page: Page, count: () => Promise<number>): Promise<Found<Omit<T, 'total'>>> {
  const total = rows[0]?.total ?? (page.offset > 0 ? await count() : 0);
  return { total, items: rows.map(({ total: _total, ...item }) => item) };
}

/** The personal fields whose text a caller may search on besides the name (the list's read flags). */
export interface UserFieldAccess {
  contact: boolean;
  address: boolean;
}

const nameText = sql`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * Users whose stored search text (name, e-mail, phones, town) matches. The trigram index on
 * `users.search_text` finds the candidates; a caller who may not read some of those fields gets
 * them checked again on the fields they may read, so a match on a hidden phone number or town
 * never reveals that the person has it. Names that match come first, then by last name.
 */
export async function searchUsers(db: DbOrTx, terms: SearchTerms, fields: UserFieldAccess, page: Page) {
  const visibleParts: SQL[] = [nameText];
  if (fields.contact) visibleParts.push(sql`${users.email}`, sql`coalesce(${users.phoneNumber}, '')`, sql`coalesce(${users.cellPhone}, '')`);
  if (fields.address) visibleParts.push(sql`coalesce(${users.cityName}, '')`);
  const where = fields.contact && fields.address ? matches(users.searchText, terms) : and(matches(users.searchText, terms), matches(foldSql(sql.join(visibleParts, sql` || ' ' || `)), terms))!;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      email: users.email,
      cityName: users.cityName,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(users)
    .where(where)
    .orderBy(sql`case when ${allWords(foldSql(nameText), terms)} then 0 else 1 end`, asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where))[0]!.n);
}

/**
 * Spec 1 §4: a project is active when openFrom is set and a close date (on-stage or off-stage)
 * plus one day lies on or after tomorrow, i.e. the later close date is today or later.
 */
const activeProject = (today: string): SQL => and(isNotNull(projects.openFrom), sql`greatest(${projects.closedFrom}, ${projects.closedOffStage}) >= ${today}::date`)!;

/**
 * Projects by name through the trigram index on the folded name. `onlyActive`: a participant sees
 * only the projects open for registration (spec 1 §6), the ones of their /projecten.
 */
export async function searchProjects(db: DbOrTx, terms: SearchTerms, options: { onlyActive: boolean; today: string }, page: Page) {
  const folded = foldSql(projects.name);
  const where = options.onlyActive ? and(matches(folded, terms), activeProject(options.today))! : matches(folded, terms);
  const rows = await db
    .select({ id: projects.id, name: projects.name, active: sql<boolean>`coalesce(${activeProject(options.today)}, false)`, total: sql<number>`(count(*) over ())::int` })
    .from(projects)
    .where(where)
    .orderBy(sql`case when ${allWords(folded, terms)} then 0 else 1 end`, sql`${projects.openFrom} desc nulls last`, asc(projects.name), desc(projects.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where))[0]!.n);
}
