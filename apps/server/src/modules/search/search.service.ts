import { deriveFlags, type RightFlags } from '@coulisse/shared/access/flags';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import { SEARCH_TYPES, type SearchAnswer, type SearchGroup, type SearchType } from '@coulisse/shared/schemas/search';
import type { Auth } from '../../platform/auth/sessions';
import type { DbOrTx } from '../../platform/db/client';
import { searchArticles, searchProjects, searchTerms, searchUsers, type Found, type Page, type SearchTerms } from './search.repository';

interface Caller {
  auth: Auth;
  flags: RightFlags;
}

type Item<T extends SearchType> = Extract<SearchGroup, { type: T }>['items'][number];

/** One searchable type: who may search it, and how. */
interface SearchSource<T extends SearchType> {
  type: T;
  mayRead(caller: Caller): boolean;
  find(db: DbOrTx, caller: Caller, terms: SearchTerms, page: Page): Promise<Found<Item<T>>>;
}

const usersSource: SearchSource<'users'> = {
  type: 'users',
  // The same right as the volunteers list and the profile screens the results open.
  mayRead: ({ flags }) => flags.canReadUsers === true,
  async find(db, { auth, flags }, terms, page) {
    const found = await searchUsers(db, terms, { contact: flags.canReadUsersContact === true, address: flags.canReadUsersAddress === true }, page);
    return {
      total: found.total,
      items: found.items.map((row) => {
        // As in the list: one's own data is always readable.
        const may = (flag: string) => row.id === auth.user.id || flags[flag] === true;
        return {
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          image: may('canReadUsersPicture') ? row.image : null,
          email: may('canReadUsersContact') ? row.email : null,
          cityName: may('canReadUsersAddress') ? row.cityName : null,
        };
      }),
    };
  },
};

const projectsSource: SearchSource<'projects'> = {
  type: 'projects',
  // Issue 3: project results are hidden without projects read (level 1 has every right). Without
  // it the type is left out of the answer, like people without users read.
  mayRead: ({ flags }) => flags.canReadProjects === true,
  find: (db, _caller, terms, page) => searchProjects(db, terms, { today: todayInBrussels() }, page),
};

const articlesSource: SearchSource<'articles'> = {
  type: 'articles',
  // The right of the article list and the article screen a result opens (spec 3 §6).
  mayRead: ({ flags }) => flags.canReadArticles === true,
  find: (db, _caller, terms, page) => searchArticles(db, terms, page),
};

const SOURCES: { [T in SearchType]: SearchSource<T> } = { users: usersSource, projects: projectsSource, articles: articlesSource };

/**
 * POST /api/general/search: per type the caller may read, the total and one page of results.
 * A user who still has to verify their data reaches only their profile (spec 1 §4): nothing.
 */
export async function globalSearch(db: DbOrTx, auth: Auth, body: { search: string; type?: SearchType; limit: number; offset: number }): Promise<SearchAnswer> {
  const caller: Caller = { auth, flags: deriveFlags(auth.rights) };
  const terms = searchTerms(body.search);
  const page = { limit: body.limit, offset: body.offset };
  const types = SEARCH_TYPES.filter((type) => (body.type === undefined || body.type === type) && !auth.user.shouldVerify && SOURCES[type].mayRead(caller));
  const groups: SearchGroup[] = [];
  // One after the other: PGlite runs one statement at a time anyway, and a pool stays free for others.
  for (const type of types) {
    const source = SOURCES[type] as SearchSource<SearchType>;
    const found = await source.find(db, caller, terms, page);
    groups.push({ type, ...found } as SearchGroup);
  }
  return { search: body.search, limit: body.limit, offset: body.offset, groups };
}
