import { useQuery } from '@tanstack/react-query';
import type { Resident } from '../../api/residents';
import { apiRead, readQuery } from './apiRead';

/** SPEC 3 names no tag of its own for participants; the old data layer cached them as User. */
export const residentKeys = { all: ['User', 'residents'] as const };

export const residentListRead = apiRead<Resident[]>(residentKeys.all, '/residents/');

/** The park's participants (residents), as the Participants page shows them. */
export function useResidentList() {
  return useQuery(readQuery(residentListRead));
}
