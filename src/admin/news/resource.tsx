import NewspaperIcon from '@mui/icons-material/Newspaper';
import { newsResource as newsDeclaration } from '../../api/news';
import { declaredResource } from '../contentScreens/declaredResource';
import { NewsForm } from './NewsForm';
import { NewsList } from './NewsList';

/**
 * News ('News list'); a news item with a video also appears on the public Multimedia page. Its
 * list and form are its own: the cover is a picture or a video, and the list is newest first with
 * the publication date.
 */
export const newsResource = declaredResource(newsDeclaration, {
  icon: NewspaperIcon,
  label: 'sidebar.menu.news',
  list: NewsList,
  form: NewsForm,
});
