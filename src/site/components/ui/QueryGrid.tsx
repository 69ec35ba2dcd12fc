import { Grid, Typography, type GridSize } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyLoadError } from '../lazy/LazyLoadError';

/** An API record: the grid keeps each card by its id. */
export type ApiRecord = { id: string | number };

export interface QueryGridProps<Item extends ApiRecord> {
  query: UseQueryResult<Item[]>;
  loadingText: string;
  emptyText: string;
  /** Column widths by breakpoint, e.g. `{ xs: 12, md: 6 }`. */
  size: Partial<Record<'xs' | 'sm' | 'md', GridSize>>;
  /** `firstRow`: the card is among the first three, on screen when the page opens (see FIRST_ROW). */
  renderItem: (item: Item, firstRow: boolean) => ReactNode;
}

/** The cards a wide screen shows in its first row, and a phone first: their pictures load at once. */
const FIRST_ROW = 3;

/**
 * A data page's list as cards: the loading text while fetching, the friendly error with
 * 'Try again' when the API did not answer, a line when there is nothing, else a grid of cards.
 */
export function QueryGrid<Item extends ApiRecord>({
  query,
  loadingText,
  emptyText,
  size,
  renderItem,
}: QueryGridProps<Item>) {
  if (query.isPending) return <Typography role="status">{loadingText}</Typography>;
  if (query.isError)
    return <LazyLoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) return <Typography>{emptyText}</Typography>;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {query.data.map((item, index) => (
        <Grid key={item.id} size={size} component="li">
          {renderItem(item, index < FIRST_ROW)}
        </Grid>
      ))}
    </Grid>
  );
}
