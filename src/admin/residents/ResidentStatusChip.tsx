import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Resident } from '../../api/residents';
import { RESIDENT_STATUS } from '../../api/residentStatus';

/** Status 1 is under construction (warning), 2 is operating (success), named in the interface language. */
export function ResidentStatusChip() {
  const record = useRecordContext<Resident>();
  const translate = useTranslate();
  if (!record) return null;
  const building = record.status === RESIDENT_STATUS.building;
  return (
    <Chip
      size="small"
      color={building ? 'warning' : 'success'}
      label={translate(building ? 'lists.resident_status.building' : 'lists.resident_status.operating')}
    />
  );
}

export const RESIDENT_STATUS_CHOICES = [
  { id: RESIDENT_STATUS.building, name: 'lists.resident_status.building' },
  { id: RESIDENT_STATUS.operating, name: 'lists.resident_status.operating' },
];
