import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A small table under one row of column headings, for the back office's lists outside react-admin's. */
export function HeadedTable({
  label,
  headings,
  children,
}: {
  label?: string;
  /** The columns' headings: translation keys, or what a heading shows when it is not plain text. */
  headings: (string | ReactNode)[];
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headings.map((heading, index) => (
              <TableCell key={index}>{typeof heading === 'string' ? translate(heading) : heading}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
