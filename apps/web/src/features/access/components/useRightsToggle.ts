import { toggleRight, type RightsSet } from '@coulisse/shared/access/rights';
import { useCallback, useLayoutEffect, useRef } from 'react';

export type ToggleRight = (areaName: string, key: string, checked: boolean) => void;

/**
 * One stable toggle for the whole matrix, applying the click rules to the latest rights. Being
 * stable lets each area row skip re-rendering when another area changes: the matrix has some
 * 150 boxes, and redrawing them all on every click is noticeable on a phone.
 */
export function useRightsToggle(value: RightsSet, onChange: (rights: RightsSet) => void): ToggleRight {
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  return useCallback<ToggleRight>((areaName, key, checked) => {
    const { value: current, onChange: change } = latest.current;
    const next = toggleRight(current, areaName, key, checked);
    // Two clicks before React re-renders must build on each other.
    latest.current = { value: next, onChange: change };
    change(next);
  }, []);
}
