import type { ReactElement, ReactNode } from 'react';
import { BulkDeleteButton, DataTable, List, SearchInput, type DataTableProps, type ListProps } from 'react-admin';
import { ListActions } from './ListActions';
import { OrderedRows, useListOrdering } from './ListOrder';
import { OrderControls } from './OrderControls';
import { RowActions } from './RowActions';
import { useIsPhone } from '../layout/useIsPhone';

const SEARCH = [<SearchInput key="q" source="q" alwaysOn />];
/** An ordered list shows this many rows a page, the most react-admin offers: moves stay within a page. */
const ORDERED_PER_PAGE = 50;

interface SearchableListProps extends Omit<ListProps, 'children' | 'filters'> {
  /** What a phone shows instead of the table, usually a SimpleList. */
  phone: ReactElement;
  /** The table's columns; the row's edit and delete buttons are added after them. */
  columns: ReactNode;
  rowClick?: DataTableProps['rowClick'];
  /** False for records staff may only read and delete. */
  editable?: boolean;
  /** Filters shown after the search. */
  moreFilters?: ReactElement[];
}

/**
 * The list screen every resource shares: a search on the server, a simple list on phones, and on
 * larger screens a data table with bulk delete. Deletes wait for the server's answer. The list of
 * a resource whose records staff order (its declaration's `ordering`) opens in that order and
 * starts with the controls that change it (ListOrder.tsx).
 */
export function SearchableList({
  phone,
  columns,
  rowClick,
  editable = true,
  moreFilters = [],
  sort,
  perPage,
  ...listProps
}: SearchableListProps) {
  const isPhone = useIsPhone();
  const ordering = useListOrdering();
  const table = (
    <DataTable rowClick={rowClick} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      {ordering && (
        <DataTable.Col source={ordering.field} label="lists.order.column">
          <OrderControls />
        </DataTable.Col>
      )}
      {columns}
      <DataTable.Col disableSort>
        <RowActions editable={editable} />
      </DataTable.Col>
    </DataTable>
  );
  return (
    <List
      filters={[...SEARCH, ...moreFilters]}
      actions={<ListActions />}
      sort={sort ?? (ordering && { field: ordering.field, order: 'ASC' })}
      perPage={perPage ?? (ordering && ORDERED_PER_PAGE)}
      {...listProps}
    >
      {isPhone ? phone : ordering ? <OrderedRows ordering={ordering}>{table}</OrderedRows> : table}
    </List>
  );
}
