import type { Screen } from '../../app/screens/screens';
import { lazyNamed } from '../../app/screens/lazyNamed';

const ArticleScreen = lazyNamed(() => import('./routes/ArticleScreen'), 'ArticleScreen');
const NewArticleScreen = lazyNamed(() => import('./routes/ArticleScreen'), 'NewArticleScreen');
const ArticlesScreen = lazyNamed(() => import('./routes/ArticlesScreen'), 'ArticlesScreen');
const ImportScreen = lazyNamed(() => import('./routes/ImportScreen'), 'ImportScreen');
const KioskScreen = lazyNamed(() => import('./routes/KioskScreen'), 'KioskScreen');

/**
 * Costume articles (spec 3 §2): the list, the detail and create forms and the import inside the clothing section's
 * frame; the kiosk return screen without the app frame (spec 3 §2 "no menu").
 */
export const articlesScreens: readonly Screen[] = [
  { path: '/kledijbeheer/artikels', element: <ArticlesScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadArticles === true },
  { path: '/kledijbeheer/artikel/nieuw', element: <NewArticleScreen />, access: 'signedIn', availableFor: (u) => u.flags.canCreateArticles === true },
  { path: '/kledijbeheer/artikel/:id', element: <ArticleScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadArticles === true },
  { path: '/kledijbeheer/import', element: <ImportScreen />, access: 'signedIn', availableFor: (u) => u.flags.canCreateArticles === true },
  { path: '/kledijbeheer/terugname', element: <KioskScreen />, access: 'signedIn', availableFor: (u) => u.flags.canUpdateArticles === true, bare: true },
];
