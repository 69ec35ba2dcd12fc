import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { StatisticForm } from './StatisticForm';

export function StatisticEdit() {
  return (
    <GuardedEdit>
      <StatisticForm toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
