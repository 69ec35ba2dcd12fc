import { type ReactElement, useMemo } from 'react';
import { List, SearchInput, type ListProps, useResourceContext, type Validator } from 'react-admin';
import { isSubstringSearchable, searchShortestOf } from '../../api/common';
import { endpoints } from '../data/endpoints';
import { ListActions } from './ListActions';
import { useIsPhone } from '../layout/useIsPhone';

export interface ListFrameProps extends Omit<ListProps, 'children' | 'filters' | 'actions'> {
  /** What a phone shows instead of the table, usually a SimpleList. */
  phone: ReactElement;
  /** What larger screens show: the list's data table. */
  table: ReactElement;
  /** Filters shown after the search. */
  moreFilters?: ReactElement[];
}

/**
 * A search shorter than the list's endpoint takes (its query schema's `q`) is an error of the box:
 * react-admin's filter form sends no filters while one of its inputs is in error, so the list stays
 * as it was and the box says under it how many characters are needed. Empty is no search.
 */
const atLeast =
  (shortest: number): Validator =>
  (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text !== '' && !isSubstringSearchable(text)
      ? { message: 'lists.search_shortest', args: { smart_count: shortest } }
      : undefined;
  };

/** react-admin's filter form hides its inputs' helper texts; the search box's error is shown. */
const SHOWN_ERROR = { '& .MuiFormHelperText-root.Mui-error': { display: 'block' } };

/** The search box of a resource's list, with the shortest search its endpoint takes, if it has one. */
function useSearchFilter(resource: string | undefined): ReactElement {
  const listQuery = resource && Object.hasOwn(endpoints, resource) ? endpoints[resource]!.listQuery : undefined;
  const shortest = listQuery && searchShortestOf(listQuery);
  return useMemo(
    () =>
      shortest ? (
        <SearchInput key="q" source="q" alwaysOn validate={atLeast(shortest)} sx={SHOWN_ERROR} />
      ) : (
        <SearchInput key="q" source="q" alwaysOn />
      ),
    [shortest],
  );
}

/**
 * The frame of every list screen: a search on the server (and the list's own filters), Create and
 * Export above (ListActions), a simple list on phones and the list's table on larger screens.
 */
export function ListFrame({ phone, table, moreFilters = [], ...listProps }: ListFrameProps) {
  const isPhone = useIsPhone();
  const search = useSearchFilter(useResourceContext(listProps));
  return (
    <List filters={[search, ...moreFilters]} actions={<ListActions />} {...listProps}>
      {isPhone ? phone : table}
    </List>
  );
}
