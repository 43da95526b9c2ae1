import type { Screen } from '../../app/screens/screens';
import { lazyNamed } from '../../app/screens/lazyNamed';

const OrderDetailScreen = lazyNamed(() => import('./routes/OrderDetailScreen'), 'OrderDetailScreen');
const OrderFormScreen = lazyNamed(() => import('./routes/OrderFormScreen'), 'OrderFormScreen');
const OrdersScreen = lazyNamed(() => import('./routes/OrdersScreen'), 'OrdersScreen');

const BASE = '/retributiebeheer/bestelformulieren';

/** Rental orders (spec 3 §2 Rental management): list, new, edit and detail, each with its right. */
export const rentalsScreens: readonly Screen[] = [
  { path: BASE, element: <OrdersScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadOrders === true },
  { path: `${BASE}/nieuw`, element: <OrderFormScreen />, access: 'signedIn', availableFor: (u) => u.flags.canCreateOrders === true },
  { path: `${BASE}/bewerk/:id`, element: <OrderFormScreen />, access: 'signedIn', availableFor: (u) => u.flags.canUpdateOrders === true },
  { path: `${BASE}/detail/:id`, element: <OrderDetailScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadOrders === true },
];
