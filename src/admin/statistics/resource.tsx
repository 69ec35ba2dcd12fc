import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { statisticResource } from '../../api/statistics';
import { declaredResource } from '../contentScreens/declaredResource';
import { StatisticForm } from './StatisticForm';
import { StatisticList } from './StatisticList';

/**
 * Home's figures ("Our Statistics"), in the back office's "Site" group. Their list and form are
 * their own: each icon is shown as its picture.
 */
export const statisticsResource = declaredResource(statisticResource, {
  icon: QueryStatsIcon,
  label: 'sidebar.menu.statistics',
  list: StatisticList,
  form: StatisticForm,
});
