import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { Resident } from '../../api/residents';

/** Participants never had a cache tag of their own; the old data layer cached them as User. */
export const residentKeys = { all: ['User', 'residents'] as const };

export const fetchResidents = () => apiData<Resident[]>('/residents/');

/** The park's participants (residents), as the Participants page shows them. */
export function useResidentList() {
  return useQuery({ queryKey: residentKeys.all, queryFn: fetchResidents });
}
