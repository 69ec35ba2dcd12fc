import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { HeroSlideForm } from './HeroSlideForm';
import { HeroSlideList } from './HeroSlideList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** Home's hero slides, in the back office's "Site" group. */
export const heroSlidesResource: SidebarResource = {
  name: 'hero-slides',
  list: HeroSlideList,
  ...formScreens(HeroSlideForm),
  icon: ViewCarouselIcon,
  options: { label: 'sidebar.menu.hero_slides' },
  recordRepresentation: representedBy('title'),
};
