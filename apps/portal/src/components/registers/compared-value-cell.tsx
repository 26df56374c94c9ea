import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './compared-values-table.module.css';

/**
 * One value of a field in a compared-values table: the column heading names it on a wide screen, the
 * small `label` above it on a phone (hidden from assistive technology, which keeps the table's headings).
 */
export function ComparedValueCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Td>
      <span className={classes.cellLabel} aria-hidden="true">
        {label}
      </span>
      {children}
    </Table.Td>
  );
}
