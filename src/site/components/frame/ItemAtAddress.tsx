import { Container, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { itemAddressIn } from '../../itemAddress';
import { slugIn, type AddressedItem } from '../../itemSlug';
import { NotFoundPage } from '../../pages/NotFoundPage';
import type { ItemPageKey } from '../../publicPages';
import { isNotFound } from '../../queries/apiRead';
import { LazyLoadError } from '../lazy/LazyLoadError';
import { PermanentRedirect } from './PermanentRedirect';

interface ItemAtAddressProps<Item extends AddressedItem> {
  /** The page's entry (`/news/:slug`, `/participants/:slug`, `/services/:slug`). */
  page: ItemPageKey;
  /** What the address names the record by: its slug in the page's language, a slug it had, its number or uuid. */
  address: string;
  /** The record's read (`address` in the API). */
  item: UseQueryResult<Item>;
  /** The page stays at the address it was asked by (a staff's preview link). */
  stays?: boolean;
  /** Whether visitors may see the record (an inactive service is not shown): a page for it is a 404. */
  shown?: (item: Item) => boolean;
  /** What the page says while the record is read (in the browser, after a move within the site). */
  loading: string;
  children: (item: Item) => ReactNode;
}

/**
 * The page of one record at its address: at any other address that names it (its number, uuid or
 * a former slug) a 301 to the current one in one step; a 404 for one that names nothing or a record
 * visitors may not see. News, participants and services share it.
 */
export function ItemAtAddress<Item extends AddressedItem>({
  page,
  address,
  item,
  stays = false,
  shown = () => true,
  loading,
  children,
}: ItemAtAddressProps<Item>) {
  // The load error's texts come along, so a failure does not suspend the page a second time.
  useTranslation('notification');
  const language = useLanguage();
  if (item.isSuccess && !shown(item.data)) return <NotFoundPage />;
  if (item.isSuccess && !stays && slugIn(item.data, language) !== address) {
    return <PermanentRedirect to={itemAddressIn(page, item.data, language)} />;
  }
  if (item.isSuccess) return children(item.data);
  if (item.isError && isNotFound(item.error)) return <NotFoundPage />;
  return (
    <Container sx={{ py: 6 }}>
      {item.isError ? (
        <LazyLoadError error={item.error} onRetry={() => item.refetch()} retrying={item.isFetching} />
      ) : (
        <Typography role="status">{loading}</Typography>
      )}
    </Container>
  );
}
