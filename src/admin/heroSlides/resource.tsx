import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { HeroSlideForm } from './HeroSlideForm';
import { HeroSlideList } from './HeroSlideList';

/** Home's hero slides, in the back office's "Site" group. */
export const heroSlidesResource: ResourceProps = {
  name: 'hero-slides',
  list: HeroSlideList,
  ...formScreens(HeroSlideForm),
  icon: ViewCarouselIcon,
  recordRepresentation: representedBy('title'),
};
