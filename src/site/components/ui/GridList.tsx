import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface GridListProps {
  /** Columns by breakpoint, e.g. `{ xs: '1fr', md: 'repeat(3, 1fr)' }`. */
  columns: Record<string, string>;
  gap: number;
  sx?: SxProps<Theme>;
  /** The `<li>` items. */
  children: ReactNode;
}

/** A list of cards or badges laid out as a grid: a plain `<ul>` for screen readers, no bullets. */
export function GridList({ columns, gap, sx, children }: GridListProps) {
  return (
    <Box
      component="ul"
      sx={[
        { listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
