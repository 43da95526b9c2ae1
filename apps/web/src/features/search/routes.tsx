import type { Screen } from '../../app/screens/screens';
import { SEARCH_RESULTS_PATH } from './paths';
import { lazyNamed } from '../../app/screens/lazyNamed';

const SearchResultsScreen = lazyNamed(() => import('./routes/SearchResultsScreen'), 'SearchResultsScreen');

/**
 * Global search (spec 1 §2): the results page for every signed-in user who has verified their
 * data; the top-bar search box appears with it.
 */
export const searchScreens: readonly Screen[] = [{ path: SEARCH_RESULTS_PATH, element: <SearchResultsScreen />, access: 'signedIn' }];
