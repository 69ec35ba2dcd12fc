import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Resident } from '../../../api/residents';
import { RESIDENT_STATUS } from '../../../api/residentStatus';

/** Status 1 is under construction (warning style); any other value is operating (success style). */
export function StatusBadge({ status }: { status: Resident['status'] }) {
  const { t } = useTranslation('participants');
  const state = status === RESIDENT_STATUS.building ? 'building' : 'operating';
  return (
    <Chip
      size="small"
      label={t(`status.${state}`)}
      color={state === 'building' ? 'warning' : 'success'}
      data-status={state}
    />
  );
}
