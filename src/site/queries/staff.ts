import { useQuery } from '@tanstack/react-query';
import type { Staff } from '../../api/staff';
import { apiRead, readQuery } from './apiRead';

/** SPEC 3's cache tag for staff members. */
export const staffKeys = { all: ['Worker'] as const };

export const staffListRead = apiRead<Staff[]>(staffKeys.all, '/staff/');

/** The park's team, as the Team page shows it. */
export function useStaffList() {
  return useQuery(readQuery(staffListRead));
}
