import type { ReactNode } from 'react';
import { BulkDeleteButton, DataTable, type DataTableProps } from 'react-admin';
import { ListFrame, type ListFrameProps } from './ListFrame';
import { OrderedRows, useListOrdering } from './ListOrder';
import { OrderControls } from './OrderControls';
import { RowActions } from './RowActions';

/** An ordered list shows this many rows a page, the most react-admin offers: moves stay within a page. */
const ORDERED_PER_PAGE = 50;

interface SearchableListProps extends Omit<ListFrameProps, 'table'> {
  /** The table's columns; the row's edit and delete buttons are added after them. */
  columns: ReactNode;
  rowClick?: DataTableProps['rowClick'];
  /** False for records staff may only read and delete. */
  editable?: boolean;
}

/**
 * The list screen of the resources staff edit, in the list frame (ListFrame.tsx): on larger
 * screens a data table with each row's edit and delete and a bulk delete. Deletes wait for the
 * server's answer. The list of a resource whose records staff order (its declaration's
 * `ordering`) opens in that order and starts with the controls that change it (ListOrder.tsx).
 */
export function SearchableList({
  columns,
  rowClick,
  editable = true,
  sort,
  perPage,
  ...frameProps
}: SearchableListProps) {
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
    <ListFrame
      sort={sort ?? (ordering && { field: ordering.field, order: 'ASC' })}
      perPage={perPage ?? (ordering && ORDERED_PER_PAGE)}
      table={ordering ? <OrderedRows ordering={ordering}>{table}</OrderedRows> : table}
      {...frameProps}
    />
  );
}
