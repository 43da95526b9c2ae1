import { toggleRight, type AreaRights, type RightsSet } from '@coulisse/shared/access/rights';
import { ACTIONS, type Action } from '@coulisse/shared/access/registry';

/** The matrix rows: one per area, in the order the server lists them. */
export interface MatrixArea {
  name: string;
  description: string;
  subRights: readonly { name: string; description: string }[];
}

export type ColumnState = 'all' | 'some' | 'none';

const isOn = (rights: RightsSet, area: string, action: Action) => rights[area]?.[action] === true;

/** Whether an action is checked in every area, some or none (for the column's "select all" box). */
export function columnState(rights: RightsSet, areas: readonly MatrixArea[], action: Action): ColumnState {
  const on = areas.filter((area) => isOn(rights, area.name, action)).length;
  if (on === 0) return 'none';
  return on === areas.length ? 'all' : 'some';
}

/**
 * Checks or clears one action in every area, through the same rule as a single click (spec 3
 * §4): a whole create column checks read everywhere, clearing the read column clears everything.
 */
export function setColumn(rights: RightsSet, areas: readonly MatrixArea[], action: Action, checked: boolean): RightsSet {
  return areas.reduce((next, area) => toggleRight(next, area.name, action, checked), rights);
}

/** The actions and sub-rights an area grants, in matrix order, for the collapsed mobile card. */
export function grantedKeys(current: AreaRights | undefined, area: MatrixArea): string[] {
  if (!current) return [];
  return [...ACTIONS.filter((action) => current[action]), ...area.subRights.filter((s) => current.sub[s.name] === true).map((s) => s.name)];
}
