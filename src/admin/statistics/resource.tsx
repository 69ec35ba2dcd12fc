import QueryStatsIcon from '@mui/icons-material/QueryStats';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { StatisticCreate } from './StatisticCreate';
import { StatisticEdit } from './StatisticEdit';
import { StatisticList } from './StatisticList';

/** Home's figures ("Our Statistics"), in the back office's "Site" group. */
export const statisticsResource: ResourceProps = {
  name: 'statistics',
  list: StatisticList,
  create: StatisticCreate,
  edit: StatisticEdit,
  icon: QueryStatsIcon,
  recordRepresentation: representedBy('title'),
};
