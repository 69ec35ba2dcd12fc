import Inventory2Icon from '@mui/icons-material/Inventory2';
import { representedBy } from '../lists/recordText';
import { formScreens } from '../forms/formScreens';
import { ProductForm } from './ProductForm';
import { ProductList } from './ProductList';
import type { SidebarResource } from '../layout/sidebarEntry';

/** Home's products, in the back office's "Site" group. */
export const productsResource: SidebarResource = {
  name: 'products',
  list: ProductList,
  ...formScreens(ProductForm),
  icon: Inventory2Icon,
  options: { label: 'sidebar.menu.products' },
  recordRepresentation: representedBy('name'),
};
