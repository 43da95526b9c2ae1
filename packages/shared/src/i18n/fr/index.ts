import { nl, type Catalogue } from '../nl';
export const fr: Catalogue = nl;
