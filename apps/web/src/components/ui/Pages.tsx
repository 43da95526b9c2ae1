import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = { first: 'list.firstPage', previous: 'list.previousPage', next: 'list.nextPage', last: 'list.lastPage' } as const;

/** Mantine's pagination with named arrow buttons (they show only an icon). */
export function Pages(props: PaginationProps) {
  const { t } = useTranslation();
  return <Pagination {...props} getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })} />;
}
