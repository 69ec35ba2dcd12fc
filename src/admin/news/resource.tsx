import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { NewsCreate } from './NewsCreate';
import { NewsEdit } from './NewsEdit';
import { NewsList } from './NewsList';

/** News ('News list'); a news item with a video also appears on the public Multimedia page. */
export const newsResource: ResourceProps = {
  name: 'news',
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
  icon: NewspaperIcon,
  recordRepresentation: representedBy('title'),
};
