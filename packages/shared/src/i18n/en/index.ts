import { nl, type Catalogue } from '../nl';
export const en: Catalogue = nl;
