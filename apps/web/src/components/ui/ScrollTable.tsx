import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside itself, never the page. The scrolling box
 * takes keyboard focus and carries the table's name, so it can be scrolled without a mouse
 * (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
