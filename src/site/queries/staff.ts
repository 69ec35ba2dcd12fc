import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../api/client';
import type { Staff } from '../../api/staff';

/** The old data layer's cache tag for staff members. */
export const staffKeys = { all: ['Worker'] as const };

export const fetchStaff = () => apiData<Staff[]>('/staff/');

/** The park's team, as the Team page shows it. */
export function useStaffList() {
  return useQuery({ queryKey: staffKeys.all, queryFn: fetchStaff });
}
