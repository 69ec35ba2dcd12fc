import LandscapeIcon from '@mui/icons-material/Landscape';
import { areaResource } from '../../api/areas';
import { declaredResource } from '../contentScreens/declaredResource';
import { numberFromZero } from '../forms/formRules';

/** The park's areas (Region page), in the back office's "Site" group. */
export const areasResource = declaredResource(areaResource, {
  icon: LandscapeIcon,
  label: 'sidebar.menu.areas',
  textRequired: 'forms.validation.area_not_empty',
  rules: { hectares: numberFromZero('forms.validation.hectares') },
});
