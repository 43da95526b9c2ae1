import type { RightsSet } from '@coulisse/shared/access/rights';
import { useMediaQuery } from '@mantine/hooks';
import type { MatrixArea } from './matrixRules';
import { RightsCards } from './RightsCards';
import { RightsTable } from './RightsTable';

export interface RightsMatrixProps {
  areas: readonly MatrixArea[];
  value: RightsSet;
  onChange: (rights: RightsSet) => void;
  disabled?: boolean;
}

/** The rights matrix of an access role (spec 3 §4): a table on desktop, one card per area under 960 px. */
export function RightsMatrix(props: RightsMatrixProps) {
  const mobile = useMediaQuery('(max-width: 59.99em)', false, { getInitialValueInEffect: false });
  return mobile ? <RightsCards {...props} /> : <RightsTable {...props} />;
}
