import { useQuery } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../api/client';
import { useLanguage } from '../../i18n/useLanguage';
import { type ApiRead, isNotFound, type Paged } from './apiRead';
import { contentListRead, type ListQuery } from './contentReads';
import { pageLanguageOnly } from './pageLanguageOnly';

async function readPaged<T>(path: string): Promise<Paged<T>> {
  const { data, headers } = await apiRequest<T[]>(path);
  return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** What useQuery needs to run a read in the browser. */
export const readQuery = <T>(read: ApiRead<T>) => ({
  queryKey: read.queryKey,
  queryFn: async () => pageLanguageOnly(read.paged ? ((await readPaged(read.path)) as T) : await apiData<T>(read.path)),
});

/** Runs a read in the browser (or takes its answer from the server's HTML, see apiRead.ts). */
export function useApiRead<T>(read: ApiRead<T>) {
  return useQuery(readQuery(read));
}

/** One page of a paged list (pagedLists.ts): its items (as a list query, for QueryGrid) and the number of all. */
export function usePagedRead<Item>(read: ApiRead<Paged<Item>>) {
  const query = readQuery(read);
  const items = useQuery({ ...query, select: (answer) => answer.items });
  const total = useQuery({ ...query, select: (answer) => answer.total }).data;
  return { items, total };
}

/** A declared resource's public list (contentReads.ts) in the page's language, narrowed by `query`. */
export function useContentList<Item>(resource: string, query?: ListQuery) {
  return useApiRead(contentListRead<Item>(resource, useLanguage(), query));
}

/** One record for its own page; a 404 is final (the server's answer is kept, not asked again on hydration). */
export function useRecordRead<T>(read: ApiRead<T>) {
  return useQuery({
    ...readQuery(read),
    retryOnMount: false,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}
