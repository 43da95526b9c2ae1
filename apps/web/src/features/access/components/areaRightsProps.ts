import type { AreaRights } from '@coulisse/shared/access/rights';
import type { MatrixArea } from './matrixRules';
import type { ToggleRight } from './useRightsToggle';

/** What one area of the matrix gets, as a desktop row (AreaRow) or a mobile card (AreaCard). */
export interface AreaRightsProps {
  area: MatrixArea;
  rights: AreaRights | undefined;
  disabled?: boolean;
  onToggle: ToggleRight;
}
