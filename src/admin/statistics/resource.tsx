import QueryStatsIcon from '@mui/icons-material/QueryStats';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { StatisticForm } from './StatisticForm';
import { StatisticList } from './StatisticList';

/** Home's figures ("Our Statistics"), in the back office's "Site" group. */
export const statisticsResource: ResourceProps = {
  name: 'statistics',
  list: StatisticList,
  ...formScreens(StatisticForm),
  icon: QueryStatsIcon,
  recordRepresentation: representedBy('title'),
};
