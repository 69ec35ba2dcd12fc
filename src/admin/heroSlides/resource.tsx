import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { HeroSlideCreate } from './HeroSlideCreate';
import { HeroSlideEdit } from './HeroSlideEdit';
import { HeroSlideList } from './HeroSlideList';

/** Home's hero slides, in the back office's "Site" group. */
export const heroSlidesResource: ResourceProps = {
  name: 'hero-slides',
  list: HeroSlideList,
  create: HeroSlideCreate,
  edit: HeroSlideEdit,
  icon: ViewCarouselIcon,
  recordRepresentation: representedBy('title'),
};
