import type { ReactElement } from 'react';
import { List, SearchInput, type ListProps } from 'react-admin';
import { ListActions } from './ListActions';
import { useIsPhone } from '../layout/useIsPhone';

const SEARCH = [<SearchInput key="q" source="q" alwaysOn />];

export interface ListFrameProps extends Omit<ListProps, 'children' | 'filters' | 'actions'> {
  /** What a phone shows instead of the table, usually a SimpleList. */
  phone: ReactElement;
  /** What larger screens show: the list's data table. */
  table: ReactElement;
  /** Filters shown after the search. */
  moreFilters?: ReactElement[];
}

/**
 * The frame of every list screen: a search on the server (and the list's own filters), Create and
 * Export above (ListActions), a simple list on phones and the list's table on larger screens.
 */
export function ListFrame({ phone, table, moreFilters = [], ...listProps }: ListFrameProps) {
  const isPhone = useIsPhone();
  return (
    <List filters={[...SEARCH, ...moreFilters]} actions={<ListActions />} {...listProps}>
      {isPhone ? phone : table}
    </List>
  );
}
