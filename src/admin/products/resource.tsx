import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { ProductForm } from './ProductForm';
import { ProductList } from './ProductList';

/** Home's products, in the back office's "Site" group. */
export const productsResource: ResourceProps = {
  name: 'products',
  list: ProductList,
  ...formScreens(ProductForm),
  icon: Inventory2Icon,
  recordRepresentation: representedBy('name'),
};
