import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListColumn, ListRow } from './types';

/** A cell's content; the primary column links to the row when the list has a row link. */
export function cellContent<T extends ListRow>(column: ListColumn<T>, row: T, rowLink?: (row: T) => string | undefined): ReactNode {
  const content = column.cell(row);
  const to = column.primary ? rowLink?.(row) : undefined;
  if (!to) return content;
  return (
    <Anchor component={Link} to={to} fw={600}>
      {content}
    </Anchor>
  );
}
