import { has, type Tab } from '../../app/tabs/tabs';

/** The rental orders, the first tab of the rental section (spec 3 §2). */
export const rentalsTabs: readonly Tab[] = [
  {
    host: 'section',
    section: 'rental',
    key: 'orders',
    labelKey: 'clothingNav.orders',
    path: '/retributiebeheer/bestelformulieren',
    order: 10,
    available: has('canReadOrders'),
  },
];
