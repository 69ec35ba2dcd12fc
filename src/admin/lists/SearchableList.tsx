import type { ReactElement, ReactNode } from 'react';
import { BulkDeleteButton, DataTable, List, SearchInput, type DataTableProps, type ListProps } from 'react-admin';
import { ListActions } from './ListActions';
import { RowActions } from './RowActions';
import { useIsPhone } from '../layout/useIsPhone';

const SEARCH = [<SearchInput key="q" source="q" alwaysOn />];

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
 * larger screens a data table with bulk delete. Deletes wait for the server's answer.
 */
export function SearchableList({
  phone,
  columns,
  rowClick,
  editable = true,
  moreFilters = [],
  ...listProps
}: SearchableListProps) {
  const isPhone = useIsPhone();
  return (
    <List filters={[...SEARCH, ...moreFilters]} actions={<ListActions />} {...listProps}>
      {isPhone ? (
        phone
      ) : (
        <DataTable rowClick={rowClick} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          {columns}
          <DataTable.Col disableSort>
            <RowActions editable={editable} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
