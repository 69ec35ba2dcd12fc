import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { heroSlideResource } from '../../api/heroSlides';
import { declaredResource } from '../contentScreens/declaredResource';

/** Home's hero slides, in the back office's "Site" group. */
export const heroSlidesResource = declaredResource(heroSlideResource, {
  icon: ViewCarouselIcon,
  label: 'sidebar.menu.hero_slides',
  textRequired: 'forms.validation.hero_slide_not_empty',
});
