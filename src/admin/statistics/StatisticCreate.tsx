import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { StatisticForm } from './StatisticForm';

export function StatisticCreate() {
  return (
    <Create redirect="list">
      <StatisticForm toolbar={<CreateToolbar />} />
    </Create>
  );
}
