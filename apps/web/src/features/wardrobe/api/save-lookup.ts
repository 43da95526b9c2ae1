import { apiRequest } from '../../../lib/api';
import type { LookupRow } from '../components/lookupKinds';
import { useStockMutation } from './stock-mutation';

/** POST {path} (new) or PUT {path}/{id}: a lookup row of the clothing management (spec 3 §7). */
const saveLookup = (path: string, id: number | null, body: Record<string, unknown>) =>
  apiRequest<LookupRow>(id === null ? path : `${path}/${id}`, { method: id === null ? 'POST' : 'PUT', body });

export const useSaveLookup = (path: string, id: number | null) => useStockMutation((body: Record<string, unknown>) => saveLookup(path, id, body));
