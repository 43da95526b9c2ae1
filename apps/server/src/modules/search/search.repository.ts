import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { articles, categories, clothingSizes, projects, users } from '../../db/schema/index';
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

/**
 * Typo tolerance needs this much text, in words of at least FUZZY_MIN_WORD characters: shorter
 * words share too few trigrams with anything to tell a typo from noise, and make nearly every
 * row a candidate.
 */
const FUZZY_MIN_LENGTH = 4;
const FUZZY_MIN_WORD = 3;

export function searchTerms(text: string): SearchTerms {
  const folded = foldText(text).replace(/\s+/g, ' ').trim();
  return { folded, words: [...new Set(folded.split(' ').filter(Boolean))] };
}

const fuzzyAllowed = (terms: SearchTerms) => terms.folded.length >= FUZZY_MIN_LENGTH && terms.words.every((w) => w.length >= FUZZY_MIN_WORD);

type Text = AnyPgColumn | SQL;

/** Every word occurs in the (folded) text; a trigram index on that text answers it. */
const allWords = (text: Text, terms: SearchTerms): SQL => and(...terms.words.map((w) => sql`${text} like ${containsPattern(w)}`))!;

/**
 * The whole text is close to a part of the (folded) text: pg_trgm word similarity ≥ 0.6 (the
 * module's default `word_similarity_threshold`), also answered by the trigram index.
 */
const similar = (text: Text, terms: SearchTerms): SQL => sql`${terms.folded}::text <% ${text}`;

export interface Page {
  limit: number;
  offset: number;
}

export interface Found<T> {
  total: number;
  items: T[];
}

/**
 * Exact first: every word occurs. Only when that finds nothing, the typo-tolerant comparison
 * (`jansens` → Janssens). Computing word similarity for every row that merely contains a common
 * fragment costs far more than the LIKE the index rechecks, and a text that matches exactly is
 * what was meant. The page and the total are two statements, run side by side on PostgreSQL.
 */
async function exactThenSimilar<T>(terms: SearchTerms, run: (mode: 'exact' | 'similar') => Promise<Found<T>>): Promise<Found<T>> {
  const exact = await run('exact');
  return exact.total === 0 && fuzzyAllowed(terms) ? run('similar') : exact;
}

/** The personal fields whose text a caller may search on besides the name (the list's read flags). */
export interface UserFieldAccess {
  contact: boolean;
  address: boolean;
}

const nameLength = sql`char_length(${users.firstName}) + 1 + char_length(${users.lastName})`;

/**
 * Users whose stored search text (name, e-mail, phones, town; migration 0004) matches. The
 * trigram index on `users.search_text` finds the candidates; a caller who may not read some of
 * those fields gets the condition checked again on the fields they may read, so a match on a
 * hidden phone number or town never reveals that the person has it.
 *
 * Order: people whose name holds every word first, then by last name. `search_text` starts with
 * the folded name, so "in the name" is "found before the end of the name": no folding per row.
 */
export async function searchUsers(
  db: DbOrTx,
  terms: SearchTerms,
  fields: UserFieldAccess,
  page: Page,
): Promise<Found<{ id: number; firstName: string; lastName: string; image: string | null; email: string; cityName: string | null }>> {
  const visibleParts: SQL[] = [sql`${users.firstName} || ' ' || ${users.lastName}`];
  if (fields.contact) visibleParts.push(sql`${users.email}`, sql`coalesce(${users.phoneNumber}, '')`, sql`coalesce(${users.cellPhone}, '')`);
  if (fields.address) visibleParts.push(sql`coalesce(${users.cityName}, '')`);
  const everything = fields.contact && fields.address;
  const visible = foldSql(sql.join(visibleParts, sql` || ' ' || `));
  const inName = and(...terms.words.map((w) => sql`strpos(${users.searchText}, ${w}) between 1 and ${nameLength}`))!;

  return exactThenSimilar(terms, async (mode) => {
    const where =
      mode === 'exact'
        ? everything
          ? allWords(users.searchText, terms)
          : and(allWords(users.searchText, terms), allWords(visible, terms))!
        : everything
          ? similar(users.searchText, terms)
          : and(similar(users.searchText, terms), similar(visible, terms))!;
    const rank =
      mode === 'exact'
        ? sql`case when ${inName} then 0 else 1 end`
        : sql`word_similarity(${terms.folded}::text, ${everything ? users.searchText : visible}) desc`;
    const [items, [counted]] = await Promise.all([
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image, email: users.email, cityName: users.cityName })
        .from(users)
        .where(where)
        .orderBy(rank, asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ]);
    return { total: counted!.n, items };
  });
}

/**
 * Spec 1 §4: a project is active when openFrom is set and a close date (on-stage or off-stage)
 * plus one day lies on or after tomorrow, i.e. the later close date is today or later.
 */
const activeProject = (today: string): SQL =>
  and(isNotNull(projects.openFrom), sql`greatest(${projects.closedFrom}, ${projects.closedOffStage}) >= ${today}::date`)!;

/**
 * Projects by name through the trigram index on the folded name, newest first; `active` tells
 * whether the project is open for registration (`today` in Brussels).
 */
export async function searchProjects(
  db: DbOrTx,
  terms: SearchTerms,
  options: { today: string },
  page: Page,
): Promise<Found<{ id: number; name: string; active: boolean }>> {
  const folded = foldSql(projects.name);
  return exactThenSimilar(terms, async (mode) => {
    const match = mode === 'exact' ? allWords(folded, terms) : similar(folded, terms);
    const where = match;
    const ranks = mode === 'exact' ? [] : [sql`word_similarity(${terms.folded}::text, ${folded}) desc`];
    const [items, [counted]] = await Promise.all([
      db
        .select({ id: projects.id, name: projects.name, active: sql<boolean>`coalesce(${activeProject(options.today)}, false)` })
        .from(projects)
        .where(where)
        .orderBy(...ranks, sql`${projects.openFrom} desc nulls last`, asc(projects.name), desc(projects.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(projects)
        .where(where),
    ]);
    return { total: counted!.n, items };
  });
}

/**
 * Articles whose stored search text (number padded to six digits, description, tags; migration
 * 0007) matches, through its trigram index. Active articles first, then by number: a number typed
 * in full ('000123') or in part ('123') finds the article it names among the first.
 */
export async function searchArticles(
  db: DbOrTx,
  terms: SearchTerms,
  page: Page,
): Promise<Found<{ id: number; description: string; category: string; size: string; rackId: number | null; active: boolean }>> {
  return exactThenSimilar(terms, async (mode) => {
    const where = mode === 'exact' ? allWords(articles.searchText, terms) : similar(articles.searchText, terms);
    const ranks = mode === 'exact' ? [] : [sql`word_similarity(${terms.folded}::text, ${articles.searchText}) desc`];
    const [items, [counted]] = await Promise.all([
      db
        .select({
          id: articles.id,
          description: articles.description,
          category: categories.name,
          size: clothingSizes.size,
          rackId: articles.rackId,
          active: articles.active,
        })
        .from(articles)
        .innerJoin(categories, eq(categories.id, articles.categoryId))
        .innerJoin(clothingSizes, eq(clothingSizes.id, articles.clothingSizeId))
        .where(where)
        .orderBy(...ranks, desc(articles.active), asc(articles.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(where),
    ]);
    return { total: counted!.n, items };
  });
}
