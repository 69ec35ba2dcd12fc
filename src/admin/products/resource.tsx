import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { ResourceProps } from 'react-admin';
import { representedBy } from '../lists/recordText';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';

/** Home's products, in the back office's "Site" group. */
export const productsResource: ResourceProps = {
  name: 'products',
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: Inventory2Icon,
  recordRepresentation: representedBy('name'),
};
