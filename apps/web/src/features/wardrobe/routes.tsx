import type { Screen } from '../../app/screens/screens';
import { LOOKUP_KINDS } from './components/lookupKinds';
import { lazyNamed } from '../../app/screens/lazyNamed';

const CategoriesScreen = lazyNamed(() => import('./routes/CategoriesScreen'), 'CategoriesScreen');
const EditCategoryScreen = lazyNamed(() => import('./routes/EditCategoryScreen'), 'EditCategoryScreen');
const LookupFormScreen = lazyNamed(() => import('./routes/LookupFormScreen'), 'LookupFormScreen');
const LookupListScreen = lazyNamed(() => import('./routes/LookupListScreen'), 'LookupListScreen');
const NewCategoryScreen = lazyNamed(() => import('./routes/NewCategoryScreen'), 'NewCategoryScreen');
const RackArticlesScreen = lazyNamed(() => import('./routes/RackArticlesScreen'), 'RackArticlesScreen');
const ArticleScreen = lazyNamed(() => import('./routes/ArticleScreen'), 'ArticleScreen');
const NewArticleScreen = lazyNamed(() => import('./routes/ArticleScreen'), 'NewArticleScreen');
const ArticlesScreen = lazyNamed(() => import('./routes/ArticlesScreen'), 'ArticlesScreen');
const ArticleImportScreen = lazyNamed(() => import('./routes/ArticleImportScreen'), 'ArticleImportScreen');
const KioskScreen = lazyNamed(() => import('./routes/KioskScreen'), 'KioskScreen');
const OrderDetailScreen = lazyNamed(() => import('./routes/OrderDetailScreen'), 'OrderDetailScreen');
const OrderFormScreen = lazyNamed(() => import('./routes/OrderFormScreen'), 'OrderFormScreen');
const OrdersScreen = lazyNamed(() => import('./routes/OrdersScreen'), 'OrdersScreen');

const ORDERS = '/retributiebeheer/bestelformulieren';

const flag = (name: string) => (user: { flags: Record<string, boolean | undefined> }) => user.flags[name] === true;

/** Each lookup's list, and where it has them, its new and edit screens (spec 3 §2 Clothing management). */
const lookupScreens: Screen[] = Object.values(LOOKUP_KINDS).flatMap((kind) => {
  const screens: Screen[] = [
    { path: kind.listPath, element: <LookupListScreen kindKey={kind.key} />, access: 'signedIn', availableFor: flag(`canRead${kind.flag}`) },
  ];
  if (kind.newPath && kind.editPath)
    screens.push(
      { path: kind.newPath, element: <LookupFormScreen kindKey={kind.key} mode="new" />, access: 'signedIn', availableFor: flag(`canCreate${kind.flag}`) },
      {
        path: kind.editPath(':id' as never),
        element: <LookupFormScreen kindKey={kind.key} mode="edit" />,
        access: 'signedIn',
        availableFor: flag(`canUpdate${kind.flag}`),
      },
    );
  return screens;
});

/**
 * The wardrobe (spec 3 §2): the stock lookups and the costume articles under /kledijbeheer (list,
 * detail and create forms and the import inside the clothing section's frame; the kiosk return
 * screen without the app frame, spec 3 §2 "no menu"), and under /retributiebeheer the categories
 * with prices and the rental orders (list, new, edit and detail, each with its right).
 */
export const wardrobeScreens: readonly Screen[] = [
  ...lookupScreens,
  { path: '/kledijbeheer/artikels', element: <ArticlesScreen />, access: 'signedIn', availableFor: flag('canReadArticles') },
  { path: '/kledijbeheer/artikel/nieuw', element: <NewArticleScreen />, access: 'signedIn', availableFor: flag('canCreateArticles') },
  { path: '/kledijbeheer/artikel/:id', element: <ArticleScreen />, access: 'signedIn', availableFor: flag('canReadArticles') },
  { path: '/kledijbeheer/import', element: <ArticleImportScreen />, access: 'signedIn', availableFor: flag('canCreateArticles') },
  { path: '/kledijbeheer/terugname', element: <KioskScreen />, access: 'signedIn', availableFor: flag('canUpdateArticles'), bare: true },
  {
    path: '/kledijbeheer/rekken/:id/artikels',
    element: <RackArticlesScreen />,
    access: 'signedIn',
    availableFor: (u) => u.flags.canReadRacks === true && u.flags.canReadArticles === true,
  },
  { path: '/retributiebeheer/categorieen', element: <CategoriesScreen />, access: 'signedIn', availableFor: flag('canReadCategories') },
  { path: '/retributiebeheer/categorieen/nieuw', element: <NewCategoryScreen />, access: 'signedIn', availableFor: flag('canCreateCategories') },
  { path: '/retributiebeheer/categorieen/:id/bewerk', element: <EditCategoryScreen />, access: 'signedIn', availableFor: flag('canUpdateCategories') },
  { path: ORDERS, element: <OrdersScreen />, access: 'signedIn', availableFor: flag('canReadOrders') },
  { path: `${ORDERS}/nieuw`, element: <OrderFormScreen />, access: 'signedIn', availableFor: flag('canCreateOrders') },
  { path: `${ORDERS}/bewerk/:id`, element: <OrderFormScreen />, access: 'signedIn', availableFor: flag('canUpdateOrders') },
  { path: `${ORDERS}/detail/:id`, element: <OrderDetailScreen />, access: 'signedIn', availableFor: flag('canReadOrders') },
];
