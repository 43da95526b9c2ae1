import { useParams } from 'react-router';
import { rowIdParam } from '../../../lib/ids';

/** The `:id` of the route, or null when the address holds no positive whole number. */
export function useIdParam(): number | null {
  return rowIdParam(useParams().id);
}
