import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { StatisticForm } from './StatisticForm';
import { StatisticList } from './StatisticList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** Home's figures ("Our Statistics"), in the back office's "Site" group. */
export const statisticsResource: SidebarResource = {
  name: 'statistics',
  list: StatisticList,
  ...formScreens(StatisticForm),
  icon: QueryStatsIcon,
  options: { label: 'sidebar.menu.statistics' },
  recordRepresentation: representedBy('title'),
};
