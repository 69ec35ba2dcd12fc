import NewspaperIcon from '@mui/icons-material/Newspaper';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { NewsForm } from './NewsForm';
import { NewsList } from './NewsList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** News ('News list'); a news item with a video also appears on the public Multimedia page. */
export const newsResource: SidebarResource = {
  name: 'news',
  list: NewsList,
  ...formScreens(NewsForm),
  icon: NewspaperIcon,
  options: { label: 'sidebar.menu.news' },
  recordRepresentation: representedBy('title'),
};
