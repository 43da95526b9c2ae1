import type { ArticleDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { sessionUser } from '../../../test/api';

const ALL_RIGHTS = { canReadArticles: true, canCreateArticles: true, canUpdateArticles: true, canDeleteArticles: true };

export const clothingUser = (flags: Record<string, boolean> = ALL_RIGHTS) => ({ status: 200, body: sessionUser({ id: 3, level: 3, flags }) });

export const ARTICLE: ArticleDto = {
  id: 42,
  number: '000042',
  description: 'Rode mantel',
  clothingId: 1,
  clothing: 'Mantel',
  clothingSizeId: 2,
  size: 'M',
  fabricId: null,
  fabric: null,
  patternId: null,
  pattern: null,
  colorId: 5,
  color: 'Rood',
  rackId: 3,
  rack: { id: 3, description: 'Rek 3 (zolder)' },
  tags: 'kraag|kant',
  active: true,
  washing: false,
  rented: false,
  rentedProject: false,
  stock: 1,
  withVat: false,
  accessory: false,
  status: 'rack',
};

/** The lookups of the article form and the list filters. */
export const LOOKUP_REPLIES = {
  'GET /clothing': { status: 200, body: [{ id: 1, name: 'Mantel' }] },
  'GET /clothing/articleClothingSizes': { status: 200, body: [{ id: 2, label: 'M' }] },
  'GET /clothing/fabrics': { status: 200, body: [] },
  'GET /clothing/patterns': { status: 200, body: [] },
  'GET /clothing/colors': { status: 200, body: [{ id: 5, label: 'Rood' }] },
  'GET /clothing/racks': { status: 200, body: [{ id: 3, label: '3 – Rek 3 (zolder)' }] },
  'GET /clothing/tags': { status: 200, body: ['kraag', 'kant'] },
  'GET /articles/descriptions': { status: 200, body: [] },
};
