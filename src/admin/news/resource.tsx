import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { NewsForm } from './NewsForm';
import { NewsList } from './NewsList';

/** News ('News list'); a news item with a video also appears on the public Multimedia page. */
export const newsResource: ResourceProps = {
  name: 'news',
  list: NewsList,
  ...formScreens(NewsForm),
  icon: NewspaperIcon,
  recordRepresentation: representedBy('title'),
};
