import Inventory2Icon from '@mui/icons-material/Inventory2';
import { productResource } from '../../api/products';
import { declaredResource } from '../contentScreens/declaredResource';

/** Home's products, in the back office's "Site" group. */
export const productsResource = declaredResource(productResource, {
  icon: Inventory2Icon,
  label: 'sidebar.menu.products',
  textRequired: 'forms.validation.product_not_empty',
});
