import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { ApiRead } from './apiRead';

/** Runs a read in the browser (or takes its answer from the server's HTML, see apiRead.ts). */
export function useApiRead<T>(read: ApiRead<T>) {
  return useQuery({ queryKey: read.queryKey, queryFn: () => apiData<T>(read.path) });
}
