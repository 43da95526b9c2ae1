import type { Screen } from '../../app/screens/screens';
import { ArticleScreen, NewArticleScreen } from './routes/ArticleScreen';
import { ArticlesScreen } from './routes/ArticlesScreen';
import { ImportScreen } from './routes/ImportScreen';
import { KioskScreen } from './routes/KioskScreen';

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
