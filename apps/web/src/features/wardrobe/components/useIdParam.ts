import { useParams } from 'react-router';

/** The `:id` of the route, or null when the address holds no positive whole number. */
export function useIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
